import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

/** A list of required text inputs (image addresses, highlights) with Add and Remove. */
export function TextListField(props: {
  label: string;
  itemLabel: string;
  /** The Add button's words, e.g. "Add image URL". */
  addLabel: string;
  values: string[];
  error?: string | null;
  onChange: (values: string[]) => void;
  placeholder?: string;
}) {
  const { values, onChange } = props;
  return (
    <Input.Wrapper label={props.label} required error={props.error}>
      <Stack gap={6} mt={4}>
        {values.map((value, index) => (
          <Group key={index} gap={6} wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`${props.itemLabel} ${index + 1}`}
              placeholder={props.placeholder}
              value={value}
              onChange={(e) => onChange(values.map((v, i) => (i === index ? e.currentTarget.value : v)))}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={values.length === 1}
              aria-label={`Remove ${props.itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...values, ''])}
          >
            {props.addLabel}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
