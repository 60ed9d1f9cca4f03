import type { ReactNode } from 'react';
import { Anchor, Avatar, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminProductRowFragment } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { ProductCards } from './product-cards';
import { usePhone } from './use-phone';
import { ScrollTable } from './scroll-table';
import { thumbnailSrc } from '../../../lib/pictures';

/**
 * The admin product list's rows: Image (all images), Title, Sizes (pills; sold-out ones dim), Category,
 * Price, Quantity; `actions` adds the Products screen's Edit and Delete.
 */
export function ProductTable(props: {
  products: AdminProductRowFragment[];
  caption: string;
  actions?: (product: AdminProductRowFragment) => ReactNode;
}) {
  const phone = usePhone();
  if (phone) return <ProductCards {...props} />;
  return (
    <ScrollTable label="Products (scrolls sideways)" minWidth={props.actions ? 900 : 700}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={props.caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Image</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Sizes</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Quantity</Table.Th>
            {props.actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.products.map((p) => (
            <Table.Tr key={p.id} aria-label={p.title}>
              <Table.Td>
                <Avatar.Group>
                  {p.imageUrls.slice(0, 3).map((url) => (
                    <Avatar key={url} src={thumbnailSrc(url)} alt="" radius="sm" />
                  ))}
                </Avatar.Group>
              </Table.Td>
              <Table.Td maw={260}>
                <Anchor component={Link} to={`/admin/products/${p.id}/edit`} size="sm" lineClamp={2}>
                  {p.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {p.sizes.map((s) => (
                    <Badge
                      key={s.id}
                      variant={s.quantity > 0 ? 'light' : 'outline'}
                      color={s.quantity > 0 ? 'blue' : 'gray'}
                      size="sm"
                      title={`${s.quantity} in stock`}
                    >
                      {s.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{p.category.label}</Table.Td>
              <Table.Td>
                <Text size="sm">{formatINR(p.discountedPrice)}</Text>
                <Text size="xs" c="dimmed" td="line-through">
                  {formatINR(p.price)}
                </Text>
              </Table.Td>
              <Table.Td>{p.quantity}</Table.Td>
              {props.actions && <Table.Td>{props.actions(p)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
