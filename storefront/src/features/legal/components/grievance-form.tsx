import { useEffect, useState } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormError } from '../../../components/form-error';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useProfile } from '../../../lib/session/use-profile';
import { longDateText } from '../../../lib/shop-time';
import { useFileGrievance } from '../api/grievance';

interface Receipt {
  reference: string;
  resolveBy: string;
  officerName: string;
  officerDesignation: string;
}

/**
 * The Grievance Redressal page's form (Consumer Protection (E-Commerce) Rules, 2020): anyone,
 * signed in or not, files a complaint and gets its reference at once, with the acknowledgement by
 * mail. A signed-in shopper's name and e-mail are filled in.
 */
export function GrievanceForm() {
  const { profile } = useProfile();
  const [file, { loading }] = useFileGrievance();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const form = useForm({ initialValues: { name: '', email: '', orderNumber: '', subject: '', message: '' } });
  useEffect(() => {
    if (!profile) return;
    if (!form.getValues().name && !form.getValues().email) {
      form.setValues({ name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email });
    }
    // Filled once, when the profile arrives; what the shopper types afterwards stays.
  }, [profile?.email]);
  const { onSubmit, error } = useFormSubmit(form, async (values) => {
    const { data } = await file({
      variables: {
        input: {
          name: values.name,
          email: values.email.trim(),
          orderNumber: values.orderNumber.trim() || null,
          subject: values.subject,
          message: values.message,
        },
      },
    });
    if (data) {
      setReceipt(data.fileGrievance);
      form.reset();
    }
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="grievance-form-title"
    >
      <Title order={2} fz="lg" mb="xs" id="grievance-form-title">
        File a grievance
      </Title>
      {receipt ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck />}
          title={`Your reference is ${receipt.reference}`}
          role="status"
        >
          <Stack gap="xs">
            <Text size="sm">
              We have received your grievance and mailed you an acknowledgement. {receipt.officerName},{' '}
              {receipt.officerDesignation}, will resolve it by {longDateText.format(new Date(receipt.resolveBy))}.
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setReceipt(null)}
              style={{ alignSelf: 'flex-start' }}
            >
              File another grievance
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} method="post" aria-label="File a grievance" noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              You get a reference here and an acknowledgement by mail at once; the Grievance Officer answers within a
              month.
            </Text>
            <TextInput label="Your name" autoComplete="name" required maxLength={120} {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              maxLength={200}
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Order number (optional)"
              placeholder="#IHIR5KE0"
              maxLength={9}
              {...form.getInputProps('orderNumber')}
            />
            <TextInput label="Subject" required maxLength={150} {...form.getInputProps('subject')} />
            <Textarea
              label="Your complaint"
              description="What happened, and what you would like us to do"
              required
              rows={6}
              resize="vertical"
              maxLength={5000}
              {...form.getInputProps('message')}
            />
            <FormError error={error} />
            <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
              Send grievance
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
