-- An account made with LINE keeps a stand-in address until its owner confirms one (docs/decisions/0022-line-login.md): an unconfirmed address taken from LINE's ID token is replaced by the stand-in of its LINE user id (domain/line.ts).
UPDATE "users" SET "email" = lower("accounts"."account_id") || '@line.invalid', "updated_at" = now()
FROM "accounts"
WHERE "accounts"."user_id" = "users"."id" AND "accounts"."provider_id" = 'line'
  AND "users"."email_verified" = false AND "users"."email" NOT LIKE '%@line.invalid';
