CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" bigint NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"member_id" bigint,
	"request_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_claims" (
	"item_type" text NOT NULL,
	"item_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_claims_item_type_item_id_pk" PRIMARY KEY("item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "borrower_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "borrower_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"loan_id" bigint,
	"author_id" bigint NOT NULL,
	"text" text NOT NULL,
	"corrects_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "borrower_notes_text_length" CHECK (char_length("borrower_notes"."text") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "collection_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opened_on" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"past_due_since" text NOT NULL,
	"closed_on" text,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"next_action_on" text,
	"next_action_note" text,
	"next_action_by" bigint,
	"next_action_at" timestamp with time zone,
	CONSTRAINT "collection_cases_closed_whole" CHECK ((status = 'OPEN') = (closed_on is null and closed_at is null and close_reason is null))
);
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"direction" text NOT NULL,
	"summary" text NOT NULL,
	"outcome" text NOT NULL,
	"recorded_by" bigint NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_charge_offs" (
	"loan_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"second_approval_needed" boolean NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	"entry_id" bigint,
	"business_date" text,
	CONSTRAINT "loan_charge_offs_four_eyes" CHECK (not "loan_charge_offs"."second_approval_needed" or "loan_charge_offs"."confirmed_by" is null or "loan_charge_offs"."confirmed_by" <> "loan_charge_offs"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "promises_to_pay" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promises_to_pay_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"made_on" text NOT NULL,
	"promised_on" text NOT NULL,
	"amount" bigint NOT NULL,
	"made_by" bigint NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"received" bigint,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "promises_to_pay_amount_positive" CHECK (amount > 0),
	CONSTRAINT "promises_to_pay_decided_whole" CHECK ((status = 'OPEN') = (received is null and decided_at is null and decided_by is null))
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"complaint_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"operator_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"loan_id" bigint,
	"loan_number_given" text,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"lang" text NOT NULL,
	"what_happened" text NOT NULL,
	"wanted" text NOT NULL,
	"received_on" text NOT NULL,
	"received_time" text NOT NULL,
	"counts_from" text NOT NULL,
	"summary_by" text NOT NULL,
	"final_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"logged_by" bigint,
	"acknowledged_on" text,
	"acknowledged_by" bigint,
	"answer_kind" text,
	"outcome" text,
	"redress" bigint,
	"answer_text" text,
	"answer_text_version" text,
	"answered_on" text,
	"answered_at" timestamp with time zone,
	"answered_by" bigint,
	"ombudsman_by" text,
	"closed_on" text,
	"closed_by" bigint,
	"submission_key" text,
	"submission_fingerprint" text,
	CONSTRAINT "complaints_answer_whole" CHECK (("complaints"."answer_kind" is null) = ("complaints"."answered_on" is null) and ("complaints"."answer_kind" is null) = ("complaints"."answer_text" is null)),
	CONSTRAINT "complaints_final_has_outcome" CHECK (("complaints"."answer_kind" = 'FINAL') = ("complaints"."outcome" is not null)),
	CONSTRAINT "complaints_redress_not_negative" CHECK ("complaints"."redress" is null or "complaints"."redress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"article_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_values" (
	"code" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"quote_id" bigint,
	"operator_id" bigint,
	"outcome" text NOT NULL,
	"fault" text,
	"agency_name" text,
	"file_reference" text,
	"file" jsonb,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_searches_outcome_shape" CHECK (("credit_searches"."outcome" = 'found' and "credit_searches"."file" is not null and "credit_searches"."file_reference" is not null) or ("credit_searches"."outcome" = 'failed' and "credit_searches"."fault" is not null and "credit_searches"."file" is null))
);
--> statement-breakpoint
CREATE TABLE "dd_collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dd_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mandate_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"reference" text NOT NULL,
	"transaction_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" text NOT NULL,
	"collection_date" text NOT NULL,
	"submit_on" text NOT NULL,
	"notice_on" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"settled_on" text,
	"ledger_entry_id" bigint,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dd_collections_bill_attempt_key" UNIQUE("loan_id","period","attempt")
);
--> statement-breakpoint
CREATE TABLE "dd_mandate_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dd_mandate_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mandate_id" bigint NOT NULL,
	"event" text NOT NULL,
	"by" bigint,
	"business_date" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dd_mandates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dd_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"sort_code" text NOT NULL,
	"account_number" text NOT NULL,
	"collection_day" smallint NOT NULL,
	"status" text NOT NULL,
	"active_from" text NOT NULL,
	"guarantee_version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_on" text,
	"end_reason" text,
	CONSTRAINT "dd_mandates_day" CHECK ("dd_mandates"."collection_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "arrangement_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arrangement_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"terms" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"relief" bigint NOT NULL,
	"status" text NOT NULL,
	"needs_second_operator" boolean NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_on" text NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"offered_on" text,
	"expires_on" text,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	CONSTRAINT "arrangement_offers_four_eyes" CHECK ("arrangement_offers"."approved_by" is null or "arrangement_offers"."approved_by" <> "arrangement_offers"."created_by"),
	CONSTRAINT "arrangement_offers_offered_whole" CHECK (("arrangement_offers"."offered_on" is null) = ("arrangement_offers"."expires_on" is null))
);
--> statement-breakpoint
CREATE TABLE "arrangements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arrangements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"accepted_on" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"window_ends" text NOT NULL,
	"signed_name" text NOT NULL,
	"version_hash" text NOT NULL,
	"text_version" text NOT NULL,
	"status" text NOT NULL,
	"ended_on" text,
	"ended_at" timestamp with time zone,
	"broken_on" text,
	CONSTRAINT "arrangements_ended_whole" CHECK ((status = 'ACTIVE') = (ended_on is null and ended_at is null)),
	CONSTRAINT "arrangements_broken_whole" CHECK ((status = 'BROKEN') = (broken_on is not null))
);
--> statement-breakpoint
CREATE TABLE "hardship_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hardship_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"offer_id" bigint,
	"event" text NOT NULL,
	"by" bigint,
	"business_date" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardship_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hardship_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"changes" jsonb NOT NULL,
	"details" text,
	"since" text NOT NULL,
	"income" bigint NOT NULL,
	"spending" jsonb NOT NULL,
	"can_pay" bigint NOT NULL,
	"received_on" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"answer_by" text NOT NULL,
	"closed_on" text,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"close_reason" text,
	"waiver_amount" bigint,
	"waiver_reason" text,
	"waiver_second_needed" boolean,
	"waiver_asked_by" bigint,
	"waiver_asked_at" timestamp with time zone,
	"waiver_approved_by" bigint,
	"waiver_entry_id" bigint,
	CONSTRAINT "hardship_requests_closed_whole" CHECK ((status = 'CLOSED') = (outcome is not null and closed_on is not null and closed_at is not null)),
	CONSTRAINT "hardship_requests_waiver_four_eyes" CHECK (not coalesce("hardship_requests"."waiver_second_needed", false) or "hardship_requests"."waiver_approved_by" is null or "hardship_requests"."waiver_approved_by" <> "hardship_requests"."waiver_asked_by")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_proof_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_proof_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"upload_id" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"inputs" jsonb,
	"rules" jsonb,
	"policy_version" text,
	"decided_by" text NOT NULL,
	"operator_id" bigint,
	"note" text,
	"on_review" boolean DEFAULT false NOT NULL,
	"credit_search_id" bigint,
	"credit_agency" jsonb,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_bill_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_bill_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"actor_member_id" bigint,
	"actor_role" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text DEFAULT 'INSTALMENT' NOT NULL,
	"period" integer NOT NULL,
	"due_date" text NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'TO_BE_REPAID' NOT NULL,
	"arrangement_entry_id" bigint,
	"voucher_upload_id" text,
	"submitted_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	"refusal_reason" text,
	CONSTRAINT "loan_bills_loan_period_key" UNIQUE("loan_id","period")
);
--> statement-breakpoint
CREATE TABLE "loan_drafts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"actor_member_id" bigint,
	"actor_role" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"term_months" integer NOT NULL,
	"method" text NOT NULL,
	"annual_rate" text NOT NULL,
	"apr" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"eligibility" jsonb NOT NULL,
	"top_up" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"quote_id" bigint NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"term_months" integer NOT NULL,
	"method" text NOT NULL,
	"annual_rate" text NOT NULL,
	"overdue_rate" text NOT NULL,
	"apr" text NOT NULL,
	"purpose" text NOT NULL,
	"receiving_address" text NOT NULL,
	"payout_bank_account" jsonb,
	"contract_number" text,
	"replaces_loan_id" bigint,
	"settled_by_loan_id" bigint,
	"offer_amount" bigint,
	"offer_rate" text,
	"offer_apr" text,
	"offer_schedule" jsonb,
	"offer_note" text,
	"offer_expires_at" timestamp with time zone,
	"consent_terms_at" timestamp with time zone NOT NULL,
	"consent_agreement_at" timestamp with time zone NOT NULL,
	"contract_version_hash" text,
	"signature_name" text,
	"signed_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"disbursed_by" bigint,
	"payout_reference" text,
	"payout_ready_by" bigint,
	"payout_ready_at" timestamp with time zone,
	"disbursed_on" text,
	"first_due_date" text,
	"rejection_reason" text,
	"rejection_reason_code" text,
	"review_requested_at" timestamp with time zone,
	"withdrawn_on" text,
	"withdrawal_payoff" bigint,
	"withdrawal_due_on" text,
	"withdrawal_credits" jsonb,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'borrower' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"account_type" integer DEFAULT 0 NOT NULL,
	"kyc_status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"kyc_reject_reason" text,
	"kyc_reject_code" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"mobile" text,
	"wallet_address" text,
	"payout_method" text DEFAULT 'USDT' NOT NULL,
	"bank_account" jsonb,
	"base" jsonb,
	"contact_address" jsonb,
	"employment" jsonb,
	"family" jsonb,
	"estate" jsonb,
	"car" jsonb,
	"kyc" jsonb,
	"contacts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"title_key" text NOT NULL,
	"body_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"headers" jsonb,
	"dedupe_key" text,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"email_groups" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"session_id" bigint,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"groups" jsonb NOT NULL,
	"any_time_groups" jsonb NOT NULL,
	"show_amounts" boolean DEFAULT false NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "server_keys_name_pk" PRIMARY KEY("name")
);
--> statement-breakpoint
CREATE TABLE "repayments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repayments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"bill_ids" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"voucher_upload_id" bigint NOT NULL,
	"voucher_sha256" text NOT NULL,
	"stated_amount" bigint,
	"stated_reference" text,
	"usdt_quote_id" bigint,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"refusal_reason" text,
	"refusal_code" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passkeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factor_challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "second_factor_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text,
	"session_id" bigint,
	"lang" text DEFAULT 'en' NOT NULL,
	"webauthn_challenge" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "totp_authenticators" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_date" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"date" text NOT NULL,
	"moved_by" bigint NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_date_one_row" CHECK ("business_date"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "cob_loan_progress" (
	"business_date" text NOT NULL,
	"loan_id" bigint NOT NULL,
	"done_by" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'DONE' NOT NULL,
	"error" text,
	CONSTRAINT "cob_loan_progress_business_date_loan_id_pk" PRIMARY KEY("business_date","loan_id")
);
--> statement-breakpoint
CREATE TABLE "cob_runs" (
	"business_date" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" text NOT NULL,
	"finished_at" timestamp with time zone,
	"finished_by" text,
	"loans_done" integer
);
--> statement-breakpoint
CREATE TABLE "loan_bucket_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_bucket_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"bucket" text NOT NULL,
	"from" text NOT NULL,
	"to" text
);
--> statement-breakpoint
CREATE TABLE "loan_dpd_log" (
	"loan_id" bigint NOT NULL,
	"business_date" text NOT NULL,
	"days_past_due" integer NOT NULL,
	"bucket" text,
	"arrears" bigint NOT NULL,
	"overdue_interest" bigint NOT NULL,
	"principal_outstanding" bigint NOT NULL,
	"past_due_since" text,
	CONSTRAINT "loan_dpd_log_loan_id_business_date_pk" PRIMARY KEY("loan_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "statutory_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statutory_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"loan_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"business_date" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"language" text NOT NULL,
	"figures" jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" bigint
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"on" text NOT NULL,
	"amount" bigint,
	"channel" text,
	"reference" text,
	"repayment_id" bigint,
	"component" text,
	"period" bigint,
	"prepayment_mode" text,
	"arrangement_terms" jsonb,
	"reverses" bigint,
	"usdt_amount" text,
	"usdt_rate" text,
	"recorded_by" bigint,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" is null or "ledger_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"purpose" text,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usdt_quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usdt_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"bill_ids" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"usdt_amount" bigint NOT NULL,
	"rate" text NOT NULL,
	"rate_source" text NOT NULL,
	"rate_set_at" timestamp with time zone NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usdt_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usdt_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rate" text NOT NULL,
	"set_by" bigint NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"member_id" bigint,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_members_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_claims" ADD CONSTRAINT "operator_claims_operator_id_members_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_notes" ADD CONSTRAINT "borrower_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_notes" ADD CONSTRAINT "borrower_notes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_notes" ADD CONSTRAINT "borrower_notes_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_notes" ADD CONSTRAINT "borrower_notes_corrects_id_borrower_notes_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."borrower_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_next_action_by_members_id_fk" FOREIGN KEY ("next_action_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_charge_offs" ADD CONSTRAINT "loan_charge_offs_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_charge_offs" ADD CONSTRAINT "loan_charge_offs_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_charge_offs" ADD CONSTRAINT "loan_charge_offs_confirmed_by_members_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_charge_offs" ADD CONSTRAINT "loan_charge_offs_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises_to_pay" ADD CONSTRAINT "promises_to_pay_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises_to_pay" ADD CONSTRAINT "promises_to_pay_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises_to_pay" ADD CONSTRAINT "promises_to_pay_made_by_members_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_operator_id_members_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_logged_by_members_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_acknowledged_by_members_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_answered_by_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_closed_by_members_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_searches" ADD CONSTRAINT "credit_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_searches" ADD CONSTRAINT "credit_searches_quote_id_loan_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."loan_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_searches" ADD CONSTRAINT "credit_searches_operator_id_members_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_collections" ADD CONSTRAINT "dd_collections_mandate_id_dd_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."dd_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_collections" ADD CONSTRAINT "dd_collections_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_collections" ADD CONSTRAINT "dd_collections_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_mandate_events" ADD CONSTRAINT "dd_mandate_events_mandate_id_dd_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."dd_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_mandate_events" ADD CONSTRAINT "dd_mandate_events_by_members_id_fk" FOREIGN KEY ("by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_mandates" ADD CONSTRAINT "dd_mandates_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_mandates" ADD CONSTRAINT "dd_mandates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_offers" ADD CONSTRAINT "arrangement_offers_request_id_hardship_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hardship_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_offers" ADD CONSTRAINT "arrangement_offers_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_offers" ADD CONSTRAINT "arrangement_offers_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_offers" ADD CONSTRAINT "arrangement_offers_approved_by_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_offers" ADD CONSTRAINT "arrangement_offers_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangements" ADD CONSTRAINT "arrangements_offer_id_arrangement_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."arrangement_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangements" ADD CONSTRAINT "arrangements_request_id_hardship_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hardship_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangements" ADD CONSTRAINT "arrangements_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangements" ADD CONSTRAINT "arrangements_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_events" ADD CONSTRAINT "hardship_events_request_id_hardship_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hardship_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_events" ADD CONSTRAINT "hardship_events_offer_id_arrangement_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."arrangement_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_events" ADD CONSTRAINT "hardship_events_by_members_id_fk" FOREIGN KEY ("by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_closed_by_members_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_waiver_asked_by_members_id_fk" FOREIGN KEY ("waiver_asked_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_waiver_approved_by_members_id_fk" FOREIGN KEY ("waiver_approved_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_waiver_entry_id_ledger_entries_id_fk" FOREIGN KEY ("waiver_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_proof_documents" ADD CONSTRAINT "income_proof_documents_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_proof_documents" ADD CONSTRAINT "income_proof_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_proof_documents" ADD CONSTRAINT "income_proof_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_operator_id_members_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_bill_events" ADD CONSTRAINT "loan_bill_events_bill_id_loan_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."loan_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_bill_events" ADD CONSTRAINT "loan_bill_events_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_bill_events" ADD CONSTRAINT "loan_bill_events_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_bills" ADD CONSTRAINT "loan_bills_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_bills" ADD CONSTRAINT "loan_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_drafts" ADD CONSTRAINT "loan_drafts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_events" ADD CONSTRAINT "loan_events_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_events" ADD CONSTRAINT "loan_events_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_quotes" ADD CONSTRAINT "loan_quotes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_quote_id_loan_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."loan_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_replaces_loan_id_loans_id_fk" FOREIGN KEY ("replaces_loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_settled_by_loan_id_loans_id_fk" FOREIGN KEY ("settled_by_loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_disbursed_by_members_id_fk" FOREIGN KEY ("disbursed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_payout_ready_by_members_id_fk" FOREIGN KEY ("payout_ready_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_usdt_quote_id_usdt_quotes_id_fk" FOREIGN KEY ("usdt_quote_id") REFERENCES "public"."usdt_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_authenticators" ADD CONSTRAINT "totp_authenticators_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_date" ADD CONSTRAINT "business_date_moved_by_members_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cob_loan_progress" ADD CONSTRAINT "cob_loan_progress_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_bucket_history" ADD CONSTRAINT "loan_bucket_history_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_dpd_log" ADD CONSTRAINT "loan_dpd_log_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_notices" ADD CONSTRAINT "statutory_notices_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_notices" ADD CONSTRAINT "statutory_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_notices" ADD CONSTRAINT "statutory_notices_sent_by_members_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_quotes" ADD CONSTRAINT "usdt_quotes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_quotes" ADD CONSTRAINT "usdt_quotes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_rates" ADD CONSTRAINT "usdt_rates_set_by_members_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "borrower_notes_member_idx" ON "borrower_notes" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_cases_one_open" ON "collection_cases" USING btree ("loan_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "collection_cases_queue_idx" ON "collection_cases" USING btree ("status","past_due_since","id");--> statement-breakpoint
CREATE INDEX "collection_cases_loan_idx" ON "collection_cases" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "collection_contacts_loan_idx" ON "collection_contacts" USING btree ("loan_id","at","id");--> statement-breakpoint
CREATE INDEX "promises_to_pay_loan_idx" ON "promises_to_pay" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "promises_to_pay_open_idx" ON "promises_to_pay" USING btree ("status","promised_on");--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_submission_key" ON "complaints" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "complaints_member_idx" ON "complaints" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","final_by");--> statement-breakpoint
CREATE UNIQUE INDEX "article_translations_article_lang_key" ON "article_translations" USING btree ("article_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_type_published_idx" ON "articles" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "credit_searches_member_idx" ON "credit_searches" USING btree ("member_id","searched_at");--> statement-breakpoint
CREATE INDEX "credit_searches_quote_idx" ON "credit_searches" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dd_collections_reference_key" ON "dd_collections" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "dd_collections_status_idx" ON "dd_collections" USING btree ("status","submit_on");--> statement-breakpoint
CREATE INDEX "dd_collections_mandate_idx" ON "dd_collections" USING btree ("mandate_id","id");--> statement-breakpoint
CREATE INDEX "dd_mandate_events_mandate_idx" ON "dd_mandate_events" USING btree ("mandate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dd_mandates_reference_key" ON "dd_mandates" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "dd_mandates_one_active" ON "dd_mandates" USING btree ("loan_id") WHERE "dd_mandates"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "dd_mandates_status_idx" ON "dd_mandates" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "arrangement_offers_one_live" ON "arrangement_offers" USING btree ("request_id") WHERE status in ('AWAITING_APPROVAL', 'OFFERED');--> statement-breakpoint
CREATE INDEX "arrangement_offers_request_idx" ON "arrangement_offers" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "arrangement_offers_expiry_idx" ON "arrangement_offers" USING btree ("status","expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "arrangements_offer_key" ON "arrangements" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arrangements_entry_key" ON "arrangements" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arrangements_one_active" ON "arrangements" USING btree ("loan_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "arrangements_loan_idx" ON "arrangements" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "hardship_events_request_idx" ON "hardship_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hardship_requests_one_open" ON "hardship_requests" USING btree ("loan_id") WHERE status <> 'CLOSED';--> statement-breakpoint
CREATE INDEX "hardship_requests_queue_idx" ON "hardship_requests" USING btree ("status","answer_by","id");--> statement-breakpoint
CREATE INDEX "hardship_requests_loan_idx" ON "hardship_requests" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_member_scope_key" ON "idempotency_keys" USING btree ("member_id","scope","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "income_proof_documents_loan_idx" ON "income_proof_documents" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "income_proof_documents_upload_key" ON "income_proof_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "decisions_loan_idx" ON "decisions" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "loan_bill_events_bill_idx" ON "loan_bill_events" USING btree ("bill_id","at");--> statement-breakpoint
CREATE INDEX "loan_bill_events_loan_idx" ON "loan_bill_events" USING btree ("loan_id","at");--> statement-breakpoint
CREATE INDEX "loan_bills_member_idx" ON "loan_bills" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "loan_events_loan_idx" ON "loan_events" USING btree ("loan_id","at");--> statement-breakpoint
CREATE INDEX "loan_quotes_member_idx" ON "loan_quotes" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_active_per_member" ON "loans" USING btree ("member_id") WHERE status in ('PENDING_REVIEW', 'APPROVED', 'SIGNED');--> statement-breakpoint
CREATE INDEX "loans_member_idx" ON "loans" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_top_up_per_loan" ON "loans" USING btree ("replaces_loan_id") WHERE status in ('PENDING_REVIEW', 'APPROVED', 'SIGNED', 'DISBURSED');--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "loans_submitted_idx" ON "loans" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "loans_signed_idx" ON "loans" USING btree ("status","signed_at","id");--> statement-breakpoint
CREATE INDEX "loans_receiving_address_idx" ON "loans" USING btree ("receiving_address");--> statement-breakpoint
CREATE INDEX "loans_contract_number_prefix_idx" ON "loans" USING btree (upper("contract_number") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower_key" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_kyc_queue_idx" ON "members" USING btree ("kyc_status","updated_at","id");--> statement-breakpoint
CREATE INDEX "members_wallet_address_idx" ON "members" USING btree ("wallet_address");--> statement-breakpoint
CREATE INDEX "members_mobile_idx" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "members_base_phone_idx" ON "members" USING btree (("base"->>'phone'));--> statement-breakpoint
CREATE INDEX "members_base_id_number_idx" ON "members" USING btree (upper(replace("base"->>'idNumber', ' ', '')));--> statement-breakpoint
CREATE INDEX "members_email_prefix_idx" ON "members" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_name_first_last_idx" ON "members" USING btree (lower(replace(coalesce("base"->>'firstName', '') || coalesce("base"->>'lastName', ''), ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_name_last_first_idx" ON "members" USING btree (lower(replace(coalesce("base"->>'lastName', '') || coalesce("base"->>'firstName', ''), ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_bank_account_last4_idx" ON "members" USING btree (right("bank_account"->>'accountNumber', 4));--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "notifications_member_created_idx" ON "notifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_key" ON "outbox_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_destination_idx" ON "outbox_messages" USING btree ("destination","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repayments_voucher_sha256_key" ON "repayments" USING btree ("voucher_sha256");--> statement-breakpoint
CREATE INDEX "repayments_member_idx" ON "repayments" USING btree ("member_id","submitted_at");--> statement-breakpoint
CREATE INDEX "repayments_status_idx" ON "repayments" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "repayments_submitted_idx" ON "repayments" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_id_key" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkeys_member_idx" ON "passkeys" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_member_hash_key" ON "recovery_codes" USING btree ("member_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_challenges_token_key" ON "second_factor_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "second_factor_challenges_member_idx" ON "second_factor_challenges" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "loan_bucket_history_loan_idx" ON "loan_bucket_history" USING btree ("loan_id","from");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_bucket_history_one_open" ON "loan_bucket_history" USING btree ("loan_id") WHERE "to" is null;--> statement-breakpoint
CREATE INDEX "statutory_notices_loan_idx" ON "statutory_notices" USING btree ("loan_id","kind","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_notices_one_s86b_a_day" ON "statutory_notices" USING btree ("loan_id","business_date") WHERE kind = 'ARREARS_S86B';--> statement-breakpoint
CREATE INDEX "ledger_entries_loan_idx" ON "ledger_entries" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_payout" ON "ledger_entries" USING btree ("loan_id") WHERE kind = 'PAYOUT';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_repayment_key" ON "ledger_entries" USING btree ("repayment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_key" ON "ledger_entries" USING btree ("reverses");--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_sha256_idx" ON "uploads" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_key" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "usdt_quotes_member_idx" ON "usdt_quotes" USING btree ("member_id","quoted_at");--> statement-breakpoint
CREATE INDEX "verification_codes_destination_idx" ON "verification_codes" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("purpose","destination","consumed_at");