-- Closed months' GST CSV exports are kept as files (DATA_DIR/gst-exports, decision 050), named by
-- the version of the month's documents they were written from: the month's document counts and
-- this sequence, moved by every statement that updates, deletes or truncates an invoice or a
-- credit note (the shop does none of these: a document is corrected by a credit note, not
-- rewritten, but a raw edit still makes every stored copy stale). Written by hand, as Prisma
-- does not model triggers. No semicolon but between statements (Prisma splits the file at each),
-- so those inside the body are spelled \073 (see product_search).
CREATE SEQUENCE gst_document_edits;

CREATE FUNCTION gst_document_edited() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM nextval(''gst_document_edits'')\073
  RETURN NULL\073
END';

CREATE TRIGGER "Invoice_edited" AFTER UPDATE OR DELETE OR TRUNCATE ON "Invoice"
FOR EACH STATEMENT EXECUTE FUNCTION gst_document_edited();

CREATE TRIGGER "CreditNote_edited" AFTER UPDATE OR DELETE OR TRUNCATE ON "CreditNote"
FOR EACH STATEMENT EXECUTE FUNCTION gst_document_edited();
