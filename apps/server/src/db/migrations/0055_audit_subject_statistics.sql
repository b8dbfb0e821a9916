-- Statistics on the two expressions migration 0033 indexes (data->>'clientId', data->>'clientUserId'), on each month's
-- partition: PostgreSQL keeps no statistics for a partial index's expression, so it guessed 0.5 % of a month's rows
-- matched a client, and read the firm's whole month from audit_events_firm_idx to intersect them (the data export at
-- 1M households: 1 457 buffers and 52–104 ms for a client's 56 events; docs/scale.md). With them it reads the three
-- small index scans alone. Statistics objects belong to one table, so partitions made later get theirs as they are
-- made (features/audit/partitions-repo.ts); each is filled here by analysing its partition.
DO $$
DECLARE
  part regclass;
BEGIN
  FOR part IN SELECT i.inhrelid::regclass FROM pg_inherits i WHERE i.inhparent = 'audit_events'::regclass LOOP
    EXECUTE format('CREATE STATISTICS %I (ndistinct) ON ((data->>''clientId'')), ((data->>''clientUserId'')) FROM %s',
      part::text || '_subject_stats', part);
    EXECUTE format('ANALYZE %s', part);
  END LOOP;
END $$;
