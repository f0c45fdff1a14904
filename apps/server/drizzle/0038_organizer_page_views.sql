CREATE TABLE "organizer_daily_views" (
	"organizer_id" uuid NOT NULL,
	"date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organizer_daily_views_organizer_id_date_pk" PRIMARY KEY("organizer_id","date")
);
--> statement-breakpoint
ALTER TABLE "organizer_daily_views" ADD CONSTRAINT "organizer_daily_views_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;