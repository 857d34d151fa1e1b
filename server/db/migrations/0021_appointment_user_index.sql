-- A signed-in client's own appointment requests, read by the member's space.
CREATE INDEX "appointment_requests_user_idx" ON "appointment_requests" USING btree ("user_id","preferred_date");