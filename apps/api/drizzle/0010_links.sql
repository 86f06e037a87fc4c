CREATE TABLE "downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"visitor_id" text,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"title" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"file_hash" text,
	"size" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "downloads_progress_range" CHECK ("downloads"."progress" between 0 and 100),
	CONSTRAINT "downloads_one_holder" CHECK (("downloads"."user_id" is null) <> ("downloads"."visitor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "file_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_file_hash_media_files_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."media_files"("hash") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_user_id_idx" ON "downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "downloads_visitor_id_idx" ON "downloads" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "downloads_file_hash_idx" ON "downloads" USING btree ("file_hash");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_file_or_link" CHECK ("tasks"."file_hash" is not null or "tasks"."source_url" is not null);