-- The reservation batches of several product selections, in one statement (decision 105). The server hands over
-- together the batches of all the selections whose buyers' requests it read in one turn of its event loop: one round
-- trip and one commit for them all. Each selection's batch is placed by `reservation_place_batch` (0023, 0025), in
-- the given order. Every lock is taken first, in the order every other writer takes them, across all selections: the
-- sessions' earlier reservations (id order), then the price rows of all the products (id order), then their
-- capacity assignments (id order); the per-selection statements then find them already held.
-- Selections must not wait for one another's locks: if any of these rows is locked by another transaction, nothing
-- is written and the function returns NULL at once; the server then sends each selection's batch on its own.
CREATE FUNCTION "reservation_place_groups"("p_groups" jsonb) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_product_ids" uuid[];
  "v_group" jsonb;
  "v_outcomes" jsonb[] := '{}';
BEGIN
  SELECT coalesce(array_agg(DISTINCT "product"."id"::uuid), '{}') INTO "v_product_ids"
  FROM jsonb_array_elements("p_groups") AS "given"("selection"),
    jsonb_array_elements_text("selection"->'product_ids') AS "product"("id");
  BEGIN
    PERFORM "reservation_lock_earlier"((
      SELECT coalesce(jsonb_agg("entry"), '[]'::jsonb)
      FROM jsonb_array_elements("p_groups") AS "given"("selection"),
        jsonb_array_elements("selection"->'entries') AS "entries"("entry")
      WHERE ("entry"->>'replace_session')::boolean
    ), true);
    PERFORM "reservation_lock_stock"("v_product_ids", true);
  EXCEPTION WHEN lock_not_available THEN
    RETURN NULL;
  END;
  FOR "v_group" IN SELECT "value" FROM jsonb_array_elements("p_groups") WITH ORDINALITY AS "given"("value", "position")
    ORDER BY "position"
  LOOP
    "v_outcomes" := array_append("v_outcomes", "reservation_place_batch"(
      "v_group"->'entries',
      ARRAY(SELECT jsonb_array_elements_text("v_group"->'product_ids'))::uuid[]
    ));
  END LOOP;
  RETURN to_jsonb("v_outcomes");
END;
$$;
