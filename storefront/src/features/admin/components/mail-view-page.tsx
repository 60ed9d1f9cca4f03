import { Alert, Anchor, Card, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { useAdminMail } from '../api/mail';
import { AdminPageHeader } from './admin-page-header';
import { MailStatusBadge } from './mail-status-badge';
import { dateTimeText as when } from '../../../lib/shop-time';

/**
 * One mail as its recipient sees it. The HTML is shown in a sandboxed frame: no scripts, no
 * forms, no reaching into the back office, whatever a mail might contain.
 */
export function MailViewPage() {
  const { mailId = '' } = useParams();
  const { data, error } = useAdminMail(mailId);
  const [view, setView] = useState<'html' | 'text'>('html');
  const mail = data?.adminMail;
  if (!mail) {
    if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
    return <Skeleton h={400} />;
  }
  return (
    <>
      <Anchor component={Link} to="/admin/mailbox" size="sm">
        ← Mailbox
      </Anchor>
      <AdminPageHeader title={mail.subject} actions={<MailStatusBadge status={mail.status} />} />
      <Card withBorder radius="md" p="md" mb="md">
        <Stack gap={4}>
          <Text size="sm">
            To <strong>{mail.to}</strong> · {mail.kind} · written {when.format(new Date(mail.createdAt))}
          </Text>
          <Text size="sm" c="dimmed">
            {mail.sentAt
              ? `Sent ${when.format(new Date(mail.sentAt))}`
              : mail.status === 'QUEUED'
                ? `Next try ${when.format(new Date(mail.nextAttemptAt))}`
                : mail.status === 'KEPT'
                  ? 'Not sent: no SMTP server is set (SMTP_URL)'
                  : 'Not sent'}
            {mail.attempts ? ` · ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}` : ''}
            {mail.orderId && (
              <>
                {' · '}
                <Anchor component={Link} to={`/admin/orders/${mail.orderId}`} size="sm">
                  the order
                </Anchor>
              </>
            )}
          </Text>
          {mail.lastError && (
            <Text size="sm" c="red.9">
              Last error: {mail.lastError}
            </Text>
          )}
        </Stack>
      </Card>
      <Group mb="sm">
        <SegmentedControl
          aria-label="Show the mail as"
          value={view}
          onChange={(v) => setView(v as 'html' | 'text')}
          data={[
            { label: 'HTML', value: 'html' },
            { label: 'Plain text', value: 'text' },
          ]}
        />
      </Group>
      {view === 'html' ? (
        <iframe
          title={`The mail "${mail.subject}"`}
          sandbox=""
          srcDoc={mail.html}
          style={{
            width: '100%',
            height: '75vh',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
            background: '#fff',
          }}
        />
      ) : (
        <Card withBorder radius="md" p="md">
          <Text
            component="pre"
            size="sm"
            style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'var(--mantine-font-family-monospace)' }}
          >
            {mail.text}
          </Text>
        </Card>
      )}
    </>
  );
}
