-- A listing's open invitations counted on an index: matching counts them for the listings that can make a batch.
CREATE INDEX "question_recipients_lawyer_open_idx" ON "question_recipients" USING btree ("lawyer_id","expires_at") WHERE "question_recipients"."status" = 'invited';
