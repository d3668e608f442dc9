CREATE TABLE "changelog_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"read_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "changelog_reads" ADD CONSTRAINT "changelog_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
