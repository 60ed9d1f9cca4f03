import { useParams } from 'react-router-dom';
import { useShopDetails } from '../api/shop-details';
import { helpPagesOf } from '../help-pages';
import { DocumentPage } from './document-page';

/** /pages/{slug}: a help page (about us, contact, stores, size guide, FAQs), the others listed beside it. */
export function HelpPage() {
  const details = useShopDetails();
  return (
    <DocumentPage
      details={details}
      policies={helpPagesOf(details)}
      slug={useParams().slug}
      basePath="/pages"
      listName="Help"
    />
  );
}
