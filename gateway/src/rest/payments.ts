import { Router } from 'express';
import type { Services } from '../services/index.js';
import { invalidInput } from '../services/errors.js';
import { orderInclude, toRestOrder } from './order-shape.js';
import { requestContext } from './request-context.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * POST /api/payments/{orderId} answers `{ payment_link_id, payment_Link_Url }`;
 * GET /api/payments?payment_id=…&order_id=… confirms (the callback's other parameters —
 * razorpay_payment_link_id, _reference_id, _status, razorpay_signature — are checked too when
 * sent). A refused payment is 402 `{ error, message, code: "PAYMENT_REFUSED" }`.
 */
export function paymentsRouter(services: Services): Router {
  const router = Router();
  router.post('/:orderId', async (req, res) => {
    const link = await services.payments.createPaymentLink(requestContext(res), req.params.orderId);
    res.json({ payment_link_id: link.id, payment_Link_Url: link.url });
  });
  router.get('/', async (req, res) => {
    const q = req.query;
    const orderId = text(q.order_id) ?? text(q.orderId);
    if (!orderId) throw invalidInput('order_id is required', 'order_id');
    const signature = text(q.razorpay_signature);
    const order = await services.payments.confirmPayment(
      requestContext(res),
      {
        orderId,
        paymentId: text(q.payment_id) ?? text(q.razorpay_payment_id) ?? '',
        ...(signature !== undefined
          ? {
              signature,
              paymentLinkId: text(q.razorpay_payment_link_id),
              paymentLinkReferenceId: text(q.razorpay_payment_link_reference_id),
              paymentLinkStatus: text(q.razorpay_payment_link_status),
            }
          : { paymentLinkId: text(q.razorpay_payment_link_id) }),
      },
      { include: orderInclude },
    );
    res.json({ status: true, message: 'Payment confirmed: your order is placed', order: toRestOrder(order) });
  });
  return router;
}
