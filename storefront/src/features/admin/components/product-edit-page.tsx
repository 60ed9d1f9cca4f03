import { Alert, Anchor, Skeleton, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { useProductChoices } from '../api/product-choices';
import { useProductForEdit } from '../api/product-for-edit';
import { useUpdateProduct } from '../api/update-product';
import { AdminPageHeader } from './admin-page-header';
import { ProductForm } from './product-form';
import { ColourSiblingsPanel } from './colour-siblings-panel';
import { formValuesOf, productInputOf, type ProductFormValues } from './product-form-values';

/** Editing a product on sale: texts, images, prices and the stock of each size (the spec left this out). */
export function ProductEditPage() {
  const { productId = '' } = useParams();
  const { data, error } = useProductForEdit(productId);
  const choices = useProductChoices();
  const [update] = useUpdateProduct();
  const navigate = useNavigate();
  const product = data?.product;
  if (!product || !choices.data) {
    const failure = error ?? choices.error;
    if (failure) return <Alert color="red">{errorMessage(failure)}</Alert>;
    if (data && !product) return <Alert color="gray">This product is no longer on sale.</Alert>;
    return <Skeleton h={400} />;
  }
  const initial = formValuesOf(product);
  async function submit(v: ProductFormValues) {
    await update({
      variables: {
        id: productId,
        input: productInputOf(v),
      },
    });
    await navigate('/admin/products');
  }
  return (
    <>
      <Anchor component={Link} to="/admin/products" size="sm">
        ← All products
      </Anchor>
      <AdminPageHeader title={`Edit ${product.title}`} />
      <Text size="sm" c="dimmed" mb="md">
        Category: {product.category.label}
      </Text>
      <ProductForm
        initial={initial}
        choices={choices.data.productChoices}
        withCategories={false}
        submitLabel="Save Changes"
        onSubmit={submit}
      />
      <ColourSiblingsPanel productId={product.id} />
    </>
  );
}
