-- The fact-find's "Amount after tax" of an income now has its own frequency (net_amount_frequency). Answers given
-- before were asked "as often as the amount before tax": record that frequency with each of them, so the screens
-- show what was meant and the totals count it the same way (packages/domain/src/factfind/income-sources.ts).
UPDATE "fact_finds"
SET "data" = jsonb_set(
  "data",
  '{income,items}',
  (
    SELECT jsonb_agg(
      CASE
        WHEN jsonb_typeof("item") = 'object' AND "item" ? 'net_amount' AND NOT "item" ? 'net_amount_frequency'
          THEN "item" || jsonb_build_object(
            'net_amount_frequency',
            COALESCE("item" -> 'gross_amount_frequency', '"annually"'::jsonb)
          )
        ELSE "item"
      END
      ORDER BY "position"
    )
    FROM jsonb_array_elements("data" -> 'income' -> 'items') WITH ORDINALITY AS "items"("item", "position")
  )
)
WHERE jsonb_typeof("data" -> 'income' -> 'items') = 'array'
  AND EXISTS (
    SELECT 1
    FROM jsonb_array_elements("data" -> 'income' -> 'items') AS "candidates"("item")
    WHERE jsonb_typeof("item") = 'object' AND "item" ? 'net_amount' AND NOT "item" ? 'net_amount_frequency'
  );
