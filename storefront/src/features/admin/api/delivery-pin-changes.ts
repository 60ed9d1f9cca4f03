import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { getToken } from '../../../lib/session/auth-storage';

const AdminDeleteDeliveryPinDocument = graphql(`
  mutation AdminDeleteDeliveryPin($code: String!) {
    adminDeleteDeliveryPin(code: $code)
  }
`);

const AdminClearDeliveryPinsDocument = graphql(`
  mutation AdminClearDeliveryPins {
    adminClearDeliveryPins
  }
`);

export function useDeleteDeliveryPin() {
  return useMutation(AdminDeleteDeliveryPinDocument, { refetchQueries: ['AdminDeliveryPins'] });
}

export function useClearDeliveryPins() {
  return useMutation(AdminClearDeliveryPinsDocument, { refetchQueries: ['AdminDeliveryPins'] });
}

/**
 * Uploads a courier's CSV. It goes to the REST facade (`PUT /api/admin/delivery-pins`, up to 2 MB) rather
 * than GraphQL, whose bodies stop at 100 kB: a full courier list is larger. Throws the server's message.
 */
export function useUploadDeliveryPins() {
  const client = useApolloClient();
  return async (file: Blob, replace: boolean): Promise<{ loaded: number; total: number }> => {
    const token = getToken();
    const res = await fetch(`/api/admin/delivery-pins${replace ? '' : '?mode=add'}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: await file.text(),
    });
    const body = (await res.json().catch(() => null)) as { message?: string; loaded?: number; total?: number } | null;
    if (!res.ok) throw new Error(body?.message ?? `The upload failed (${res.status}); please try again.`);
    await client.refetchQueries({ include: ['AdminDeliveryPins'] });
    return { loaded: body?.loaded ?? 0, total: body?.total ?? 0 };
  };
}
