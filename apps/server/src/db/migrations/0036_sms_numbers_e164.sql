-- Text-message numbers in E.164 (+447700900789), as SMS providers require: numbers enrolled before were stored as
-- typed, less spaces ("07700900789"). The rule is packages/domain/src/identity/telephone.ts toE164's, which every
-- enrolment now applies (a national number takes the person's region's country code: uk +44, ie +353; "00" is the
-- international prefix; a trunk 0 after +44 or +353 is dropped); db/sms-numbers.test.ts checks the two agree. A
-- number that cannot be made E.164 by that rule is left as it is.
WITH "compact" AS (
  SELECT "id", "region", regexp_replace("mfa_telephone", '[[:space:]().-]', '', 'g') AS "n"
  FROM "users"
  WHERE "mfa_telephone" IS NOT NULL
), "international" AS (
  SELECT "id", CASE
    WHEN "n" ~ '^\+[0-9]+$' THEN substr("n", 2)
    WHEN "n" ~ '^00[0-9]+$' THEN substr("n", 3)
    WHEN "n" ~ '^0[0-9]+$' THEN (CASE "region" WHEN 'ie' THEN '353' ELSE '44' END) || substr("n", 2)
  END AS "digits"
  FROM "compact"
), "e164" AS (
  SELECT "id", '+' || CASE
    WHEN "digits" ~ '^440' THEN '44' || substr("digits", 4)
    WHEN "digits" ~ '^3530' THEN '353' || substr("digits", 5)
    ELSE "digits"
  END AS "number"
  FROM "international"
  WHERE "digits" IS NOT NULL
)
UPDATE "users" SET "mfa_telephone" = "e164"."number"
FROM "e164"
WHERE "users"."id" = "e164"."id"
  AND "users"."mfa_telephone" <> "e164"."number"
  AND (
    "e164"."number" ~ '^\+44[1-9][0-9]{8,9}$'
    OR "e164"."number" ~ '^\+353[1-9][0-9]{6,8}$'
    OR ("e164"."number" ~ '^\+[1-9][0-9]{7,14}$' AND "e164"."number" !~ '^\+(44|353)')
  );
