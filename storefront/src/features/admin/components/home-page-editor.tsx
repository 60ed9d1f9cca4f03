import { useEffect, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Menu,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { HomeSectionKind, ProductRule } from '../../../graphql/graphql';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import {
  useAdminCollections,
  useAdminHomeDraft,
  usePublishHome,
  useSaveHomeDraft,
  useUnpublishHome,
} from '../api/merchandising';
import { AdminPageHeader } from './admin-page-header';
import { builtInSections, editedOf, KIND_LABELS, newSection, PRODUCT_RULES, type EditedSection } from './home-sections';
import { ProductPicker } from './product-picker';
import { dateTimeText, fromShopLocalInput, shopLocalInput } from '../../../lib/shop-time';

const CARDS = [
  { value: 'BRAND', label: 'Brand first' },
  { value: 'NEW', label: 'New' },
  { value: 'DEAL', label: 'Deal' },
];
const when = (d: string | null | undefined) => (d ? dateTimeText.format(new Date(d)) : '');

/**
 * The home page editor: sections added, ordered and filled in, saved as a draft, previewed in the
 * shop's own page at a phone's and a desktop's width, then published to every shopper at once.
 */
export function HomePageEditor() {
  const { data, loading, error } = useAdminHomeDraft();
  const [sections, setSections] = useState<EditedSection[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [width, setWidth] = useState<'390' | '1280'>('390');
  const [previewKey, setPreviewKey] = useState(0);
  const [save, saving] = useSaveHomeDraft();
  const [publish, publishing] = usePublishHome();
  const [unpublish, unpublishing] = useUnpublishHome();
  const draft = data?.adminHomeDraft;
  const publishedAt = data?.homePage?.publishedAt ?? null;

  // The editor opens on the page as shoppers see it: the draft (or, with none, the published page,
  // which the gateway answers in its place); with neither, the shop's built-in home page.
  useEffect(() => {
    if (data && sections === null) setSections(draft ? editedOf(draft.sections) : builtInSections());
  }, [data, draft, sections]);

  if (!sections) {
    return (
      <>
        <AdminPageHeader title="Home page" error={error ? errorMessage(error) : null} />
        {loading && <Skeleton h={400} radius="md" />}
      </>
    );
  }

  const change = (next: EditedSection[]) => {
    setSections(next);
    setDirty(true);
    setMessage(null);
  };
  const update = (i: number, patch: Partial<EditedSection>) =>
    change(sections.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: number) => {
    const next = [...sections];
    const [s] = next.splice(i, 1);
    next.splice(i + by, 0, s!);
    change(next);
  };

  const saveDraft = async () => {
    setErrors({});
    setFailure(null);
    try {
      await save({ variables: { sections } });
      setDirty(false);
      setPreviewKey((k) => k + 1);
      setMessage('Draft saved. The preview shows it; shoppers see it once you publish.');
      return true;
    } catch (e) {
      const fields = fieldErrors(e);
      setErrors(fields);
      setFailure(
        Object.keys(fields).length
          ? `Check the fields marked in red (${Object.keys(fields).length}).`
          : errorMessage(e),
      );
      return false;
    }
  };
  const publishNow = async () => {
    // With no draft saved yet the editor shows the built-in page: saved first, then published.
    if ((dirty || !draft) && !(await saveDraft())) return;
    setFailure(null);
    try {
      await publish();
      setMessage('Published: the shop’s home page shows it now.');
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Home page"
        error={failure ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => void saveDraft()} loading={saving.loading}>
              Save draft
            </Button>
            <Button onClick={() => void publishNow()} loading={publishing.loading} disabled={!sections.length}>
              Publish
            </Button>
          </Group>
        }
      />
      <Group gap="xs" mb="md">
        {publishedAt ? (
          <Badge color="teal" variant="light">
            Published {when(publishedAt)}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Shoppers see the built-in home page
          </Badge>
        )}
        {dirty && (
          <Badge color="yellow" variant="light">
            Unsaved changes
          </Badge>
        )}
        {publishedAt && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={unpublishing.loading}
            onClick={() => void unpublish().then(() => setMessage('Shoppers see the built-in home page again.'))}
          >
            Back to the built-in page
          </Button>
        )}
      </Group>
      {message && (
        <Alert color="teal" variant="light" mb="md" role="status">
          {message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          {!sections.length && (
            <Card withBorder radius="md" p="lg">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  This draft has no sections. Start again from the shop’s built-in home page, or add sections one by
                  one.
                </Text>
                <Button variant="light" onClick={() => change(builtInSections())}>
                  Start from the built-in page
                </Button>
              </Stack>
            </Card>
          )}
          {sections.map((section, i) => (
            <SectionCard
              key={i}
              index={i}
              count={sections.length}
              section={section}
              errors={errors}
              onChange={(patch) => update(i, patch)}
              onMove={(by) => move(i, by)}
              onRemove={() => change(sections.filter((_, j) => j !== i))}
            />
          ))}
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="light" leftSection={<IconPlus size={16} />} w="fit-content">
                Add section
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {(Object.keys(KIND_LABELS) as HomeSectionKind[]).map((kind) => (
                <Menu.Item key={kind} onClick={() => change([...sections, newSection(kind)])}>
                  {KIND_LABELS[kind]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Stack>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} fz="md">
              Preview of the saved draft
            </Title>
            <SegmentedControl
              size="xs"
              value={width}
              onChange={(v) => setWidth(v as '390' | '1280')}
              data={[
                { value: '390', label: 'Phone' },
                { value: '1280', label: 'Desktop' },
              ]}
              aria-label="Preview width"
            />
          </Group>
          {draft || !dirty ? <Preview width={Number(width)} version={previewKey} /> : null}
        </Stack>
      </SimpleGrid>
    </>
  );
}

/** The shop's own home page with the draft, in a frame as wide as a phone or a desktop (scaled to fit). */
function Preview({ width, version }: { width: number; version: number }) {
  const scale = width > 600 ? 0.45 : 0.9;
  const height = 1800;
  return (
    <Box
      style={{
        width: width * scale,
        height: height * scale,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 8,
      }}
    >
      <iframe
        key={`${width}:${version}`}
        title={`Home page preview, ${width} px wide`}
        src={`/preview/home?v=${version}`}
        width={width}
        height={height}
        style={{ border: 0, transform: `scale(${scale})`, transformOrigin: '0 0' }}
      />
    </Box>
  );
}

function SectionCard(props: {
  index: number;
  count: number;
  section: EditedSection;
  errors: Record<string, string>;
  onChange: (patch: Partial<EditedSection>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { section: s, index: i, errors, onChange } = props;
  const err = (key: string) => errors[`sections.${i}.${key}`];
  const text = (key: 'heading' | 'subheading' | 'eyebrow', label: string) => (
    <TextInput
      label={label}
      value={s[key] ?? ''}
      error={err(key)}
      onChange={(e) => onChange({ [key]: e.currentTarget.value })}
    />
  );
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={`Section ${i + 1}: ${KIND_LABELS[s.kind]}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            {i + 1}. {KIND_LABELS[s.kind]}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label="Move up" disabled={i === 0} onClick={() => props.onMove(-1)}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label="Move down"
              disabled={i === props.count - 1}
              onClick={() => props.onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label="Remove section" onClick={props.onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {s.kind === 'HERO' && <SlidesField section={s} index={i} errors={errors} onChange={onChange} />}
        {s.kind === 'PRODUCT_ROW' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('heading', 'Heading')}
              {text('subheading', 'Sub-heading')}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Card type"
                data={CARDS}
                value={s.card ?? 'NEW'}
                allowDeselect={false}
                onChange={(v) => onChange({ card: v as EditedSection['card'] })}
              />
              <NumberInput
                label="Products shown"
                min={1}
                max={24}
                value={s.limit ?? 10}
                error={err('limit')}
                onChange={(v) => onChange({ limit: typeof v === 'number' ? v : 10 })}
              />
            </SimpleGrid>
            <SourceFields section={s} index={i} errors={errors} onChange={onChange} />
          </>
        )}
        {(s.kind === 'PROMO' || s.kind === 'CATEGORY_TILES') && (
          <>
            {s.kind === 'PROMO' && text('eyebrow', 'Small line above the heading')}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('heading', 'Heading')}
              {text('subheading', s.kind === 'PROMO' ? 'Text' : 'Sub-heading')}
            </SimpleGrid>
            <TilesField section={s} index={i} errors={errors} onChange={onChange} />
          </>
        )}
        {s.kind === 'REVIEWS' && (
          <Text size="sm" c="dimmed">
            The newest good reviews with words, as on the built-in page.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

type FieldProps = {
  section: EditedSection;
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<EditedSection>) => void;
};

function SourceFields({ section: s, index: i, errors, onChange }: FieldProps) {
  const collections = useAdminCollections();
  const source = s.source ?? { rule: 'NEWEST' as ProductRule };
  const err = (key: string) => errors[`sections.${i}.source.${key}`] ?? errors[`sections.${i}.source`];
  const set = (patch: Partial<typeof source>) => onChange({ source: { ...source, ...patch } });
  return (
    <>
      <Select
        label="Products"
        data={PRODUCT_RULES}
        value={source.rule}
        allowDeselect={false}
        error={errors[`sections.${i}.source.rule`]}
        onChange={(v) => set({ rule: v as ProductRule })}
      />
      {source.rule === 'HAND_PICKED' && (
        <ProductPicker
          label="Picked products"
          value={source.productIds ?? []}
          error={err('productIds')}
          max={48}
          onChange={(productIds) => set({ productIds })}
        />
      )}
      {source.rule === 'COLLECTION' && (
        <Select
          label="Collection"
          data={(collections.data?.adminCollections ?? []).map((c) => ({ value: c.slug, label: c.title }))}
          value={source.collectionSlug ?? null}
          error={err('collectionSlug')}
          nothingFoundMessage="No collections yet: make one under Collections"
          onChange={(v) => set({ collectionSlug: v })}
        />
      )}
      {source.rule !== 'COLLECTION' && (
        <TextInput
          label={source.rule === 'CATEGORY' ? 'Category' : 'Only in category (optional)'}
          description="A category path such as women/clothing or men/clothing/mens_kurta"
          value={source.category ?? ''}
          error={errors[`sections.${i}.source.category`]}
          onChange={(e) => set({ category: e.currentTarget.value || null })}
        />
      )}
    </>
  );
}

/**
 * A section's repeated items (slides, tiles) as cards: each numbered with a remove button, the
 * list's own error above, "Add …" below; `fields` draws one item's inputs.
 */
function ItemCards<T>(props: {
  noun: 'slide' | 'tile';
  items: readonly T[];
  error: string | undefined;
  onItems: (items: T[]) => void;
  blank: T;
  fields: (item: T, j: number, set: (patch: Partial<T>) => void) => ReactNode;
}) {
  const { noun, items, onItems } = props;
  const Noun = noun === 'slide' ? 'Slide' : 'Tile';
  return (
    <Stack gap="sm">
      {props.error && (
        <Text c="red" size="sm">
          {props.error}
        </Text>
      )}
      {items.map((item, j) => (
        <Card key={j} withBorder radius="sm" p="sm">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {Noun} {j + 1}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${noun} ${j + 1}`}
              onClick={() => onItems(items.filter((_, k) => k !== j))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
          {props.fields(item, j, (patch) => onItems(items.map((it, k) => (k === j ? { ...it, ...patch } : it))))}
        </Card>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        onClick={() => onItems([...items, props.blank])}
      >
        Add {noun}
      </Button>
    </Stack>
  );
}

function SlidesField({ section: s, index: i, errors, onChange }: FieldProps) {
  const err = (j: number, key: string) => errors[`sections.${i}.slides.${j}.${key}`];
  return (
    <ItemCards
      noun="slide"
      items={s.slides}
      error={errors[`sections.${i}.slides`]}
      onItems={(slides) => onChange({ slides })}
      blank={{ imageUrl: '', alt: '', link: '/' }}
      fields={(slide, j, set) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              label="Picture"
              description="/photos/… (an uploaded photo) or /images/banners/1.svg"
              value={slide.imageUrl}
              error={err(j, 'imageUrl')}
              onChange={(e) => set({ imageUrl: e.currentTarget.value })}
            />
            <TextInput
              label="Link"
              value={slide.link}
              error={err(j, 'link')}
              onChange={(e) => set({ link: e.currentTarget.value })}
            />
          </SimpleGrid>
          <TextInput
            label="Alt text (what the picture says)"
            value={slide.alt}
            error={err(j, 'alt')}
            onChange={(e) => set({ alt: e.currentTarget.value })}
          />
          <SimpleGrid cols={2} spacing="xs">
            <TextInput
              type="datetime-local"
              label="Shown from"
              value={shopLocalInput(slide.startsAt)}
              error={err(j, 'startsAt')}
              onChange={(e) => set({ startsAt: fromShopLocalInput(e.currentTarget.value) })}
            />
            <TextInput
              type="datetime-local"
              label="Shown until"
              value={shopLocalInput(slide.endsAt)}
              error={err(j, 'endsAt')}
              onChange={(e) => set({ endsAt: fromShopLocalInput(e.currentTarget.value) })}
            />
          </SimpleGrid>
        </>
      )}
    />
  );
}

function TilesField({ section: s, index: i, errors, onChange }: FieldProps) {
  const err = (j: number, key: string) => errors[`sections.${i}.tiles.${j}.${key}`];
  return (
    <ItemCards
      noun="tile"
      items={s.tiles}
      error={errors[`sections.${i}.tiles`]}
      onItems={(tiles) => onChange({ tiles })}
      blank={{ title: '', caption: '', imageUrl: '', link: '/' }}
      fields={(tile, j, set) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label="Title"
            value={tile.title}
            error={err(j, 'title')}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
          <TextInput
            label="Caption"
            value={tile.caption ?? ''}
            error={err(j, 'caption')}
            onChange={(e) => set({ caption: e.currentTarget.value })}
          />
          <TextInput
            label="Picture"
            value={tile.imageUrl}
            error={err(j, 'imageUrl')}
            onChange={(e) => set({ imageUrl: e.currentTarget.value })}
          />
          <TextInput
            label="Link"
            value={tile.link}
            error={err(j, 'link')}
            onChange={(e) => set({ link: e.currentTarget.value })}
          />
        </SimpleGrid>
      )}
    />
  );
}
