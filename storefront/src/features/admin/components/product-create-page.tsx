import { useNavigate } from 'react-router-dom';
import { useCreateProduct } from '../api/create-product';
import { AdminPageHeader } from './admin-page-header';
import { ProductForm } from './product-form';
import { emptyProduct, productInputOf, type ProductFormValues } from './product-form-values';

/** The Add New Product page: the form, then back to /admin/products. */
export function ProductCreatePage() {
  const [create] = useCreateProduct();
  const navigate = useNavigate();
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
      <ProductForm initial={emptyProduct()} withCategories submitLabel="Add New Product" onSubmit={submit} />
    </>
  );
}
