import { useParams } from 'react-router-dom';
import { useShopDetails } from '../api/shop-details';
import { policiesOf } from '../policies';
import { DocumentPage } from './document-page';
import { GrievanceForm } from './grievance-form';

/**
 * /policies/{slug}: one of the pages Indian e-commerce law asks for (terms, privacy, returns,
 * shipping, payments, grievance redressal), written from the shop's details, with the others listed
 * beside it.
 */
export function PolicyPage() {
  const details = useShopDetails();
  return (
    <DocumentPage
      details={details}
      policies={policiesOf(details)}
      slug={useParams().policy}
      basePath="/policies"
      listName="Policies"
      extra={(policy) => policy.slug === 'grievance' && <GrievanceForm />}
    />
  );
}
