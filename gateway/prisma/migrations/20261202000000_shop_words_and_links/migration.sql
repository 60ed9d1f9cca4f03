-- Issue 56, defect 10 (decision 060): the sample shop's menu without dead labels.
-- The top-level pages Company and Stores lead to the shop's help pages (only where they still had
-- no target, so a shop that set its own keeps it).
UPDATE "NavPage" SET "href" = '/pages/about' WHERE "name" = 'Company' AND "href" = '';
UPDATE "NavPage" SET "href" = '/pages/stores' WHERE "name" = 'Stores' AND "href" = '';

-- The sample brand "Counterfeit" reads as a fake, so it becomes "Free Spirit" (its path id and name
-- too, as a new shop seeds it: no product is filed under a brand entry, and the keys cascade).
UPDATE "Category"
SET "id" = left("id", length("id") - length('counterfeit')) || 'free_spirit', "name" = 'free_spirit', "label" = 'Free Spirit'
WHERE "level" = 3 AND "name" = 'counterfeit' AND "id" LIKE '%/brands/counterfeit';
