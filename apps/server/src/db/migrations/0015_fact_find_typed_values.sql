-- What the person typed into a number field that the spec's clamping (§5) changed, beside the number kept:
-- audit text for the adviser's history ("typed 150, kept 85"), by field path. Null when nothing was clamped.
ALTER TABLE "fact_find_changes" ADD COLUMN "typed_value" jsonb;
