import { Alert, Skeleton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { useCreateProduct } from '../api/create-product';
import { useProductChoices } from '../api/product-choices';
import { AdminPageHeader } from './admin-page-header';
import { ProductForm } from './product-form';
import { emptyProduct, productInputOf, type ProductFormValues } from './product-form-values';

/** The Add New Product page: the form, then back to /admin/products. */
export function ProductCreatePage() {
  const [create] = useCreateProduct();
  const navigate = useNavigate();
  const choices = useProductChoices();
  async function submit(v: ProductFormValues) {
    await create({
      variables: {
        input: {
          ...productInputOf(v),
          topLevelCategory: v.topLevelCategory,
          secondLevelCategory: v.secondLevelCategory,
          thirdLevelCategory: v.thirdLevelCategory,
        },
      },
    });
    await navigate('/admin/products');
  }
  return (
    <>
      <AdminPageHeader title="Add New Product" />
      {choices.data ? (
        <ProductForm
          initial={emptyProduct()}
          choices={choices.data.productChoices}
          withCategories
          submitLabel="Add New Product"
          onSubmit={submit}
        />
      ) : choices.error ? (
        <Alert color="red">{errorMessage(choices.error)}</Alert>
      ) : (
        <Skeleton h={400} />
      )}
    </>
  );
}
