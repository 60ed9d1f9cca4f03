-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "searchVector" tsvector;

-- CreateIndex
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");

-- Full-text search, written by hand: Prisma does not model functions or triggers (and leaves
-- them alone when it diffs). The search document of a product is its title (weight A), brand
-- (B) and the names and labels of its category and every ancestor (C), in the 'english'
-- configuration so plurals meet singulars ("kurtas" finds "kurta"). A trigger keeps it current,
-- so every writer (seed, admin, bulk generators, raw SQL) gets search for free.
--
-- Prisma's PostgreSQL adapter runs a migration by splitting it at every semicolon, even inside
-- comments and function bodies. So this file has semicolons only between statements: the
-- plpgsql bodies are E'' strings that spell their semicolons as the octal escape \073.

CREATE FUNCTION product_search_vector(p_title TEXT, p_brand TEXT, p_category_id TEXT)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(p_title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(p_brand, '')), 'B')
      || setweight(to_tsvector('english', coalesce((
           WITH RECURSIVE chain AS (
             SELECT c."id", c."parentId", c."name", c."label" FROM "Category" c WHERE c."id" = p_category_id
             UNION ALL
             SELECT c."id", c."parentId", c."name", c."label" FROM "Category" c JOIN chain ON c."id" = chain."parentId"
           )
           SELECT string_agg(replace(chain."name", '_', ' ') || ' ' || chain."label", ' ') FROM chain
         ), '')), 'C')
$$;

CREATE FUNCTION product_search_vector_trigger() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchVector" := product_search_vector(NEW."title", NEW."brand", NEW."categoryId")\073
  RETURN NEW\073
END
';

CREATE TRIGGER "Product_searchVector"
BEFORE INSERT OR UPDATE OF "title", "brand", "categoryId" ON "Product"
FOR EACH ROW EXECUTE FUNCTION product_search_vector_trigger();

-- Renaming a category re-indexes the products under it.
CREATE FUNCTION category_search_vector_trigger() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  WITH RECURSIVE below AS (
    SELECT NEW."id" AS "id"
    UNION ALL
    SELECT c."id" FROM "Category" c JOIN below ON c."parentId" = below."id"
  )
  UPDATE "Product" p SET "searchVector" = product_search_vector(p."title", p."brand", p."categoryId")
  WHERE p."categoryId" IN (SELECT "id" FROM below)\073
  RETURN NULL\073
END
';

CREATE TRIGGER "Category_searchVector"
AFTER UPDATE OF "name", "label" ON "Category"
FOR EACH ROW EXECUTE FUNCTION category_search_vector_trigger();

-- Products that existed before this migration.
UPDATE "Product" SET "searchVector" = product_search_vector("title", "brand", "categoryId");
