ALTER TABLE "tasks" DROP CONSTRAINT "tasks_file_hash_media_files_hash_fk";
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "media_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "media_duration_ms" integer;