import { Anchor, Modal, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

// Nothing says where the size guide leads; a standard chart in inches is what shoppers expect.
const CHART = [
  ['S', '36', '30', '38'],
  ['M', '38', '32', '40'],
  ['L', '40', '34', '42'],
  ['XL', '42', '36', '44'],
  ['XXL', '44', '38', '46'],
];

export function SizeGuideLink() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" fw={600} onClick={open}>
        Size guide
      </Anchor>
      <Modal opened={opened} onClose={close} title="Size guide" centered>
        <Text size="sm" c="dimmed" mb="sm">
          Body measurements in inches. Between two sizes? Pick the larger one.
        </Text>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Size</Table.Th>
              <Table.Th>Chest</Table.Th>
              <Table.Th>Waist</Table.Th>
              <Table.Th>Hip</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CHART.map(([size, ...cells]) => (
              <Table.Tr key={size}>
                <Table.Td fw={600}>{size}</Table.Td>
                {cells.map((cell, i) => (
                  <Table.Td key={i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
