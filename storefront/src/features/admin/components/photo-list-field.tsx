import { useRef, useState, type DragEvent } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoUp, IconPlus, IconX } from '@tabler/icons-react';
import { FALLBACK_PICTURE, thumbnailSrc } from '../../../lib/pictures';
import { uploadPhoto } from '../api/upload-photo';

/** One picture of the product: its address and its alt text (null: the title, until edited). */
export interface PhotoItem {
  url: string;
  alt: string | null;
}

interface Upload {
  id: number;
  name: string;
  progress: number;
  error?: string;
}

let nextUpload = 1;

/**
 * The product's pictures: photos dropped here or picked (a phone offers its camera and gallery),
 * several at once, each with its progress; or an address typed in. Each has its alt text
 * (prefilled with the title), moves by dragging or with its Move buttons, and can be removed.
 */
export function PhotoListField(props: {
  items: PhotoItem[];
  title: string;
  error?: string | null;
  onChange: (items: PhotoItem[]) => void;
}) {
  const { items, title } = props;
  // The newest list, for uploads that finish after other changes.
  const latest = useRef(items);
  latest.current = items;
  const change = (next: PhotoItem[]) => {
    latest.current = next;
    props.onChange(next);
  };
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    change(next);
  };

  const add = (files: File[]) => {
    for (const file of files) {
      const id = nextUpload++;
      setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
      uploadPhoto(file, (progress) => setUploads((u) => u.map((x) => (x.id === id ? { ...x, progress } : x))))
        .then((photo) => {
          setUploads((u) => u.filter((x) => x.id !== id));
          // An empty address row is filled first; otherwise the photo goes last.
          const current = latest.current;
          const empty = current.findIndex((i) => !i.url.trim());
          const item = { url: photo.url, alt: null };
          change(empty >= 0 ? current.map((i, k) => (k === empty ? item : i)) : [...current, item]);
        })
        .catch((error: Error) =>
          setUploads((u) => u.map((x) => (x.id === id ? { ...x, error: error.message, progress: 1 } : x))),
        );
    }
  };

  const onDropFiles = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    setDropping(false);
    add(Array.from(e.dataTransfer.files));
  };

  return (
    <Input.Wrapper label="Photos" required error={props.error}>
      <Stack gap="xs" mt={4}>
        <Box
          p="md"
          data-testid="photo-drop"
          aria-label="Drop photos here"
          style={{
            border: `2px dashed var(--mantine-color-${dropping ? 'blue-6' : 'gray-4'})`,
            borderRadius: 8,
            textAlign: 'center',
          }}
          onDragOver={(e) => {
            if (!e.dataTransfer.types.includes('Files')) return;
            e.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={onDropFiles}
        >
          <Stack gap={6} align="center">
            <Text size="sm" c="dimmed">
              Drop photos here (JPEG, PNG or WebP, up to 15 MB each), or
            </Text>
            <FileButton onChange={add} accept="image/*" multiple>
              {(buttonProps) => (
                <Button {...buttonProps} size="xs" variant="light" leftSection={<IconPhotoUp size={14} />}>
                  Upload photos
                </Button>
              )}
            </FileButton>
          </Stack>
        </Box>
        {uploads.map((u) => (
          <Box key={u.id} aria-label={`Uploading ${u.name}`}>
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Text size="xs" truncate>
                {u.name}
              </Text>
              {u.error && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={`Dismiss ${u.name}`}
                  onClick={() => setUploads((all) => all.filter((x) => x.id !== u.id))}
                >
                  <IconX size={14} />
                </ActionIcon>
              )}
            </Group>
            {u.error ? (
              <Text size="xs" c="red" role="alert">
                {u.name}: {u.error}
              </Text>
            ) : (
              <Progress value={Math.round(u.progress * 100)} size="sm" aria-label={`Upload of ${u.name}`} />
            )}
          </Box>
        ))}
        <Stack gap={6} role="list" aria-label="Product photos">
          {items.map((item, index) => (
            <Group
              key={index}
              role="listitem"
              aria-label={`Image ${index + 1}`}
              gap={6}
              wrap="nowrap"
              align="flex-start"
              draggable
              data-dragging={dragged === index || undefined}
              style={{ opacity: dragged === index ? 0.5 : 1, cursor: 'grab' }}
              onDragStart={(e) => {
                setDragged(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(index));
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(e) => {
                if (dragged === null) return;
                e.preventDefault();
              }}
              onDrop={(e) => {
                if (dragged === null) return;
                e.preventDefault();
                e.stopPropagation();
                move(dragged, index);
                setDragged(null);
              }}
            >
              <Image
                src={item.url.trim() ? thumbnailSrc(item.url) : undefined}
                fallbackSrc={FALLBACK_PICTURE}
                alt=""
                w={48}
                h={64}
                radius="sm"
                fit="cover"
                style={{ flexShrink: 0 }}
              />
              <Stack gap={4} style={{ flex: 1 }}>
                <TextInput
                  size="xs"
                  aria-label={`Image URL ${index + 1}`}
                  placeholder="https://… or /images/…"
                  value={item.url}
                  onChange={(e) => {
                    const url = e.currentTarget.value;
                    change(items.map((it, i) => (i === index ? { ...it, url } : it)));
                  }}
                />
                <TextInput
                  size="xs"
                  aria-label={`Alt text of image ${index + 1}`}
                  placeholder="What the photo shows"
                  value={item.alt ?? title}
                  onChange={(e) => {
                    const alt = e.currentTarget.value;
                    change(items.map((it, i) => (i === index ? { ...it, alt } : it)));
                  }}
                />
              </Stack>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  aria-label={`Move image ${index + 1} up`}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === items.length - 1}
                  aria-label={`Move image ${index + 1} down`}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={items.length === 1}
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => change(items.filter((_, i) => i !== index))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => change([...items, { url: '', alt: null }])}
          >
            Add image URL
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
