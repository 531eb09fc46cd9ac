-- Checkout Sessions are now created without the private link (the way back is keyed by the session id)
-- and without the dancer's name; rows kept from before may hold both (the local payment page's URL
-- carries its success URL and description), and erased clients' bookings keep none.
DELETE FROM "DepositCheckout" WHERE "url" LIKE '%/payments/local-checkout?session=%';
DELETE FROM "DepositCheckout" d USING "Booking" b, "Client" c
WHERE d."bookingId" = b."id" AND b."clientId" = c."id" AND c."erasedAt" IS NOT NULL;
