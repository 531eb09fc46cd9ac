-- Emails dropped before this release (their booking was cancelled or deleted) were stored with their
-- private link tokens; a dropped email never goes out, so remove them as for sent and failed emails
-- (lib/email/redact.ts: the same pattern and replacement).
UPDATE "EmailMessage"
SET "html" = regexp_replace("html", '(/booking/|/admin/reset-password/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', '\1[private link removed after sending]', 'g'),
    "text" = regexp_replace("text", '(/booking/|/admin/reset-password/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', '\1[private link removed after sending]', 'g')
WHERE "status" = 'dropped';
