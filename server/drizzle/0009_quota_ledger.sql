CREATE TABLE "provider_quota_ledger" (
	"provider" text NOT NULL,
	"quota_day" date NOT NULL,
	"units_spent" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"exhausted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_quota_ledger_pk" PRIMARY KEY("provider","quota_day"),
	CONSTRAINT "provider_quota_ledger_units_check" CHECK ("provider_quota_ledger"."units_spent" >= 0 and "provider_quota_ledger"."calls" >= 0)
);
