CREATE TABLE "translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid,
	"user_id" integer,
	"visitor_id" text,
	"file_name" text NOT NULL,
	"source_language" text,
	"target_language" text NOT NULL,
	"engine" text,
	"engine_quality" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"reservation_id" uuid,
	"free_use" text,
	"free_use_keys" text[],
	"attempts" integer DEFAULT 0 NOT NULL,
	"source_cues" jsonb,
	"translated_cues" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "translations_progress_range" CHECK ("translations"."progress" between 0 and 100),
	CONSTRAINT "translations_one_holder" CHECK (("translations"."user_id" is null) <> ("translations"."visitor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "translate_file_json" jsonb;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "translate_language" text;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "translation_engine" text;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "translation_quality" text;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "translate_is_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "mismatched_original" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translations_task_id_idx" ON "translations" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "translations_user_id_idx" ON "translations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "translations_visitor_id_idx" ON "translations" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_one_waiting_per_task" ON "translations" USING btree ("task_id") WHERE "translations"."status" = 'WAITING' and "translations"."task_id" is not null;