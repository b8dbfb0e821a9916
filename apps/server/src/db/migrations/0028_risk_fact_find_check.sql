-- What the fact-find said about the emergency fund, debts and dependants when a risk questionnaire (version 3 on)
-- was submitted: kept with the result so a later change to the fact-find never changes a result already given.
ALTER TABLE "risk_assessments" ADD COLUMN "fact_find_check" jsonb;
