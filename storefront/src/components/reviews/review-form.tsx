import { Button, Group, Input, Rating, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { useDeleteReview, useRateProduct, useReviewProduct } from '../../lib/reviews/review-mutations';
import { FormError } from '../form-error';

const MAX_TEXT = 2000;
const MAX_TITLE = 100;

/** What the shopper said before, when they come back to change it. */
export interface ExistingReview {
  id: string;
  rating: number;
  title?: string | null;
  text?: string | null;
}

interface Values {
  rating: number;
  title: string;
  text: string;
}

const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/**
 * Stars (required) and, if the shopper wants, a title and words. Stars alone are a rating; with
 * words it is a review. Emptying the words of an earlier review takes them back, the stars stay.
 */
export function ReviewForm({
  productId,
  existing,
  onDone,
}: {
  productId: string;
  existing?: ExistingReview | null;
  onDone: () => void;
}) {
  const [review] = useReviewProduct();
  const [rate] = useRateProduct();
  const [unsay] = useDeleteReview();
  const form = useForm<Values>({
    initialValues: { rating: existing?.rating ?? 0, title: existing?.title ?? '', text: existing?.text ?? '' },
    validate: {
      rating: (v) => (v >= 1 && v <= 5 ? null : 'Choose 1 to 5 stars'),
      title: (v) => (v.length > MAX_TITLE ? `At most ${MAX_TITLE} characters` : null),
      text: (v, values) =>
        v.length > MAX_TEXT
          ? `At most ${MAX_TEXT.toLocaleString('en-IN')} characters`
          : !v.trim() && values.title.trim()
            ? 'Write a few words to go with the title'
            : null,
    },
  });
  const { onSubmit, error } = useFormSubmit(form, async ({ rating, title, text }) => {
    if (text.trim()) {
      await review({ variables: { productId, input: { rating, title: title.trim() || null, text } } });
    } else {
      await rate({ variables: { productId, rating } });
      if (existing?.text) await unsay({ variables: { id: existing.id } });
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Input.Wrapper label="Your rating" required error={form.errors.rating}>
          <Rating
            size="xl"
            value={form.values.rating}
            onChange={(v) => form.setFieldValue('rating', v)}
            getSymbolLabel={starLabel}
            // Enter on a star gives that many stars; it must not also send the form.
            onKeyDownCapture={(e) => e.key === 'Enter' && e.preventDefault()}
            mt={4}
          />
        </Input.Wrapper>
        <TextInput
          label="Title"
          placeholder="Sum it up in a line"
          maxLength={MAX_TITLE}
          {...form.getInputProps('title')}
        />
        <div>
          <Textarea
            label="Your review"
            description="How did it fit, feel and wash? Optional: stars alone are a rating."
            rows={6}
            {...form.getInputProps('text')}
          />
          <Text size="xs" c={form.values.text.length > MAX_TEXT ? 'red' : 'dimmed'} ta="right" mt={4}>
            {form.values.text.length.toLocaleString('en-IN')} / {MAX_TEXT.toLocaleString('en-IN')}
          </Text>
        </div>
        <FormError error={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {existing ? 'Save' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
