-- A referral counts only when the referrer existed before the friend's first login: forget the
-- referrers stored before they played (they were counted towards invite quests).
UPDATE "users" AS "friend" SET "referrer_id" = NULL
WHERE "friend"."referrer_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "users" AS "referrer"
    WHERE "referrer"."telegram_id" = "friend"."referrer_id" AND "referrer"."created_at" <= "friend"."created_at"
  );
