ALTER TABLE "translations" ADD COLUMN "source_markup" jsonb;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "translated_markup" jsonb;