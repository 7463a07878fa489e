-- Issue 25: a logo was kept as a data URL in restaurants.logo_url, so every
-- list of restaurants carried every logo's bytes (five 5 MB logos made each
-- GET /api/restaurants 35 MB). A logo is now stored once, by the SHA-256 of
-- its bytes, in restaurant_logos, and logo_url holds the URL it is served
-- from (/api/logos/<hash>.webp, cacheable for good). New logos arrive
-- re-encoded to a 256 px WebP (restaurants/logo.ts); the ones moved here keep
-- their bytes (content type "legacy/<type>") until their first read
-- re-encodes them. A data URL
-- whose base64 does not decode is dropped (it showed nothing anyway).
CREATE TABLE "restaurant_logos" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
DO $$
DECLARE
	r record;
	m text[];
	b bytea;
	h text;
BEGIN
	FOR r IN SELECT id, logo_url FROM restaurants WHERE logo_url LIKE 'data:%' LOOP
		m := regexp_match(r.logo_url, '^data:(image/(?:png|jpeg|webp));base64,(.+)$');
		b := NULL;
		IF m IS NOT NULL THEN
			BEGIN
				b := decode(m[2], 'base64');
			EXCEPTION WHEN others THEN
				b := NULL;
			END;
		END IF;
		IF b IS NULL OR length(b) = 0 THEN
			UPDATE restaurants SET logo_url = NULL WHERE id = r.id;
		ELSE
			h := encode(sha256(b), 'hex');
			INSERT INTO restaurant_logos (hash, content_type, bytes) VALUES (h, 'legacy/' || m[1], b) ON CONFLICT (hash) DO NOTHING;
			UPDATE restaurants SET logo_url = '/api/logos/' || h || '.webp' WHERE id = r.id;
		END IF;
	END LOOP;
END $$;
