import { useNavigate } from 'react-router-dom';
import { useCreateProduct } from '../api/create-product';
import { AdminPageHeader } from './admin-page-header';
import { ProductForm } from './product-form';
import { emptyProduct, type ProductFormValues } from './product-form-values';

const paise = (rupees: number | string) => Number(rupees) * 100;

/** §2.14 Add New Product: the form, then back to /admin/products. */
export function ProductCreatePage() {
  const [create] = useCreateProduct();
  const navigate = useNavigate();
  async function submit(v: ProductFormValues) {
    await create({
      variables: {
        input: {
          title: v.title,
          brand: v.brand,
          colour: v.colour,
          description: v.description,
          details: v.details,
          highlights: v.highlights,
          imageUrls: v.imageUrls,
          price: paise(v.price),
          discountedPrice: paise(v.discountedPrice),
          sizes: v.sizes.map((s) => ({ name: s.name, quantity: Number(s.quantity) })),
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
