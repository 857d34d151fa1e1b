-- Lawyers' own calendars (weekly hours, days of their own, Thai public holidays), the half hours bookings hold, and
-- each booking's reference, start instant, length, confirmation and reminder times.
CREATE TABLE "appointment_slot_holds" (
	"lawyer_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"appointment_id" uuid NOT NULL,
	CONSTRAINT "appointment_slot_holds_pk" PRIMARY KEY("lawyer_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "lawyer_calendar_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"open" text,
	"close" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_calendar_days_lawyer_day" UNIQUE("lawyer_id","day"),
	CONSTRAINT "lawyer_calendar_days_hours" CHECK (("lawyer_calendar_days"."open" IS NULL AND "lawyer_calendar_days"."close" IS NULL) OR ("lawyer_calendar_days"."open" ~ '^([01][0-9]|2[0-3]):[03]0$' AND "lawyer_calendar_days"."close" ~ '^([01][0-9]|2[0-4]):[03]0$' AND "lawyer_calendar_days"."open" < "lawyer_calendar_days"."close"))
);
--> statement-breakpoint
CREATE TABLE "lawyer_calendars" (
	"lawyer_id" uuid PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"meeting_types" "meeting_type"[] NOT NULL,
	"holidays_closed" boolean DEFAULT true NOT NULL,
	"change_cutoff_hours" integer DEFAULT 12 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_calendars_slot_minutes" CHECK ("lawyer_calendars"."slot_minutes" IN (30, 60, 90)),
	CONSTRAINT "lawyer_calendars_cutoff" CHECK ("lawyer_calendars"."change_cutoff_hours" BETWEEN 0 AND 168)
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" DROP CONSTRAINT "appointment_requests_time_slot";--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
-- Bookings made before: a reference from their id, the start from their day and slot in Bangkok, an hour long.
UPDATE "appointment_requests" SET "reference" = 'TN-' || upper(substr(md5("id"::text), 1, 6)), "starts_at" = ("preferred_date"::text || ' ' || "time_slot" || ':00+07')::timestamptz;--> statement-breakpoint
ALTER TABLE "appointment_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_slot_holds" ADD CONSTRAINT "appointment_slot_holds_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slot_holds" ADD CONSTRAINT "appointment_slot_holds_appointment_id_appointment_requests_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_calendar_days" ADD CONSTRAINT "lawyer_calendar_days_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_calendars" ADD CONSTRAINT "lawyer_calendars_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_calendars" ADD CONSTRAINT "lawyer_calendars_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_slot_holds_appointment_idx" ON "appointment_slot_holds" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_requests_reminder_idx" ON "appointment_requests" USING btree ("starts_at") WHERE "appointment_requests"."status" = 'confirmed' AND "appointment_requests"."reminded_at" IS NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_reference" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_duration" CHECK ("appointment_requests"."duration_minutes" IN (30, 60, 90));--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_time_slot" CHECK ("appointment_requests"."time_slot" ~ '^([01][0-9]|2[0-3]):[03]0$');--> statement-breakpoint
-- Thai public holidays with their substitute days: the fixed ones for 2026-2028, the Buddhist ones for 2026-2027
-- (administrators add later years as the Cabinet announces them).
INSERT INTO "public_holidays" ("day", "name_th", "name_en", "name_zh") VALUES
('2026-01-01', 'วันขึ้นปีใหม่', 'New Year''s Day', '元旦'),
('2026-03-03', 'วันมาฆบูชา', 'Makha Bucha Day', '万佛节'),
('2026-04-06', 'วันจักรี', 'Chakri Memorial Day', '却克里王朝纪念日'),
('2026-04-13', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2026-04-14', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2026-04-15', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2026-05-01', 'วันแรงงานแห่งชาติ', 'National Labour Day', '劳动节'),
('2026-05-04', 'วันฉัตรมงคล', 'Coronation Day', '加冕日'),
('2026-05-31', 'วันวิสาขบูชา', 'Visakha Bucha Day', '卫塞节'),
('2026-06-01', 'วันหยุดชดเชยวันวิสาขบูชา', 'Substitute holiday for Visakha Bucha Day', '卫塞节补假'),
('2026-06-03', 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี', 'Queen Suthida''s Birthday', '王后诞辰'),
('2026-07-28', 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว', 'King''s Birthday', '国王诞辰'),
('2026-07-29', 'วันอาสาฬหบูชา', 'Asanha Bucha Day', '三宝节'),
('2026-07-30', 'วันเข้าพรรษา', 'Buddhist Lent Day', '守夏节'),
('2026-08-12', 'วันแม่แห่งชาติ', 'Mother''s Day', '母亲节'),
('2026-10-13', 'วันนวมินทรมหาราช', 'King Bhumibol Memorial Day', '普密蓬国王纪念日'),
('2026-10-23', 'วันปิยมหาราช', 'Chulalongkorn Day', '朱拉隆功大帝纪念日'),
('2026-12-05', 'วันพ่อแห่งชาติ', 'Father''s Day', '父亲节'),
('2026-12-07', 'วันหยุดชดเชยวันพ่อแห่งชาติ', 'Substitute holiday for Father''s Day', '父亲节补假'),
('2026-12-10', 'วันรัฐธรรมนูญ', 'Constitution Day', '宪法日'),
('2026-12-31', 'วันสิ้นปี', 'New Year''s Eve', '除夕'),
('2027-01-01', 'วันขึ้นปีใหม่', 'New Year''s Day', '元旦'),
('2027-02-20', 'วันมาฆบูชา', 'Makha Bucha Day', '万佛节'),
('2027-02-22', 'วันหยุดชดเชยวันมาฆบูชา', 'Substitute holiday for Makha Bucha Day', '万佛节补假'),
('2027-04-06', 'วันจักรี', 'Chakri Memorial Day', '却克里王朝纪念日'),
('2027-04-13', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2027-04-14', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2027-04-15', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2027-05-01', 'วันแรงงานแห่งชาติ', 'National Labour Day', '劳动节'),
('2027-05-03', 'วันหยุดชดเชยวันแรงงานแห่งชาติ', 'Substitute holiday for National Labour Day', '劳动节补假'),
('2027-05-04', 'วันฉัตรมงคล', 'Coronation Day', '加冕日'),
('2027-05-20', 'วันวิสาขบูชา', 'Visakha Bucha Day', '卫塞节'),
('2027-06-03', 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี', 'Queen Suthida''s Birthday', '王后诞辰'),
('2027-07-18', 'วันอาสาฬหบูชา', 'Asanha Bucha Day', '三宝节'),
('2027-07-19', 'วันเข้าพรรษา', 'Buddhist Lent Day', '守夏节'),
('2027-07-20', 'วันหยุดชดเชยวันอาสาฬหบูชา', 'Substitute holiday for Asanha Bucha Day', '三宝节补假'),
('2027-07-28', 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว', 'King''s Birthday', '国王诞辰'),
('2027-08-12', 'วันแม่แห่งชาติ', 'Mother''s Day', '母亲节'),
('2027-10-13', 'วันนวมินทรมหาราช', 'King Bhumibol Memorial Day', '普密蓬国王纪念日'),
('2027-10-23', 'วันปิยมหาราช', 'Chulalongkorn Day', '朱拉隆功大帝纪念日'),
('2027-10-25', 'วันหยุดชดเชยวันปิยมหาราช', 'Substitute holiday for Chulalongkorn Day', '朱拉隆功大帝纪念日补假'),
('2027-12-05', 'วันพ่อแห่งชาติ', 'Father''s Day', '父亲节'),
('2027-12-06', 'วันหยุดชดเชยวันพ่อแห่งชาติ', 'Substitute holiday for Father''s Day', '父亲节补假'),
('2027-12-10', 'วันรัฐธรรมนูญ', 'Constitution Day', '宪法日'),
('2027-12-31', 'วันสิ้นปี', 'New Year''s Eve', '除夕'),
('2028-01-01', 'วันขึ้นปีใหม่', 'New Year''s Day', '元旦'),
('2028-01-03', 'วันหยุดชดเชยวันขึ้นปีใหม่', 'Substitute holiday for New Year''s Day', '元旦补假'),
('2028-04-06', 'วันจักรี', 'Chakri Memorial Day', '却克里王朝纪念日'),
('2028-04-13', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2028-04-14', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2028-04-15', 'วันสงกรานต์', 'Songkran', '宋干节'),
('2028-04-17', 'วันหยุดชดเชยวันสงกรานต์', 'Substitute holiday for Songkran', '宋干节补假'),
('2028-05-01', 'วันแรงงานแห่งชาติ', 'National Labour Day', '劳动节'),
('2028-05-04', 'วันฉัตรมงคล', 'Coronation Day', '加冕日'),
('2028-06-03', 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี', 'Queen Suthida''s Birthday', '王后诞辰'),
('2028-06-05', 'วันหยุดชดเชยวันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี', 'Substitute holiday for Queen Suthida''s Birthday', '王后诞辰补假'),
('2028-07-28', 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว', 'King''s Birthday', '国王诞辰'),
('2028-08-12', 'วันแม่แห่งชาติ', 'Mother''s Day', '母亲节'),
('2028-08-14', 'วันหยุดชดเชยวันแม่แห่งชาติ', 'Substitute holiday for Mother''s Day', '母亲节补假'),
('2028-10-13', 'วันนวมินทรมหาราช', 'King Bhumibol Memorial Day', '普密蓬国王纪念日'),
('2028-10-23', 'วันปิยมหาราช', 'Chulalongkorn Day', '朱拉隆功大帝纪念日'),
('2028-12-05', 'วันพ่อแห่งชาติ', 'Father''s Day', '父亲节'),
('2028-12-10', 'วันรัฐธรรมนูญ', 'Constitution Day', '宪法日'),
('2028-12-11', 'วันหยุดชดเชยวันรัฐธรรมนูญ', 'Substitute holiday for Constitution Day', '宪法日补假'),
('2028-12-31', 'วันสิ้นปี', 'New Year''s Eve', '除夕'),
('2029-01-01', 'วันหยุดชดเชยวันสิ้นปี', 'Substitute holiday for New Year''s Eve', '除夕补假')
ON CONFLICT ("day") DO NOTHING;
