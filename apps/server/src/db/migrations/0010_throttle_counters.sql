CREATE TABLE "throttle_counters" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
