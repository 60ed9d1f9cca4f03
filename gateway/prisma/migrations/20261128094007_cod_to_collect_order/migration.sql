-- DropIndex
DROP INDEX "Order_paymentMethod_paidAt_status_archivedAt_totalDiscounte_idx";

-- CreateIndex
CREATE INDEX "Order_paymentMethod_paidAt_status_archivedAt_totalDiscounte_idx" ON "Order"("paymentMethod", "paidAt", "status", "archivedAt", "totalDiscountedPrice", "deliveryCharge", "codFee", "createdAt", "id");
