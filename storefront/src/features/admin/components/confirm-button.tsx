import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';

interface Props extends ButtonProps {
  /** The button's own accessible name (e.g. "Delete Indigo Kurta"). */
  label: string;
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}

/** A button that asks first: a dialog with the consequence and Cancel / the action. */
export function ConfirmButton({ label, children, title, message, confirmLabel, onConfirm, ...button }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return (
    <>
      <Button aria-label={label} onClick={() => setOpen(true)} {...button}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
