CREATE TABLE "media_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"has_video" boolean NOT NULL,
	"width" integer,
	"height" integer,
	"rotation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_size_not_negative" CHECK ("media_files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_hash" text NOT NULL,
	"user_id" integer,
	"visitor_id" text,
	"file_name" text NOT NULL,
	"language" text NOT NULL,
	"detected_language" text,
	"mode" integer NOT NULL,
	"model" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"engine" text,
	"failure_code" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"reservation_id" uuid,
	"free_use" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tasks_progress_range" CHECK ("tasks"."progress" between 0 and 100),
	CONSTRAINT "tasks_one_holder" CHECK (("tasks"."user_id" is null) <> ("tasks"."visitor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"file_json" jsonb NOT NULL,
	"speaker_file_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_change" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_uses" (
	"key" text PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drive_files" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "drive_files" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "drive_files" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_file_hash_media_files_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."media_files"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_user_id_idx" ON "tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_visitor_id_idx" ON "tasks" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_file_hash_idx" ON "tasks" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "drive_files_visitor_id_idx" ON "drive_files" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "drive_files_file_hash_idx" ON "drive_files" USING btree ("file_hash");--> statement-breakpoint
ALTER TABLE "drive_files" ADD CONSTRAINT "drive_files_one_holder" CHECK (("drive_files"."user_id" is null) <> ("drive_files"."visitor_id" is null));