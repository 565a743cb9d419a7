CREATE TABLE "analyticsEvents" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text,
	"refId" text NOT NULL,
	"refTable" text NOT NULL,
	"isUnique" boolean DEFAULT false NOT NULL,
	"userId" text,
	"language" text,
	"platform" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apiKeys" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"keyHash" text NOT NULL,
	"allowedOrigins" jsonb,
	"createdBy" text,
	"lastUsedAt" text,
	"revokedAt" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apprenticeAgreements" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"apprenticeshipId" text,
	"employerProfileId" text,
	"employerAgreementId" text,
	"locationId" text,
	"userId" text,
	"userProfileId" text,
	"inviteId" text,
	"name" text,
	"signerName" text,
	"signerFirstName" text,
	"signerLastName" text,
	"signerMiddleName" text,
	"signerEmail" text,
	"signerPhone" text,
	"signerSignature" text,
	"signerSignatureDate" text,
	"signerIpAddress" text,
	"signerInviteSentAt" text,
	"employmentStatus" text,
	"employmentStatusDate" text,
	"ssn" text,
	"dob" text,
	"gender" text,
	"ethnicity" text,
	"races" jsonb,
	"veteranStatus" text,
	"disability" text,
	"educationLevel" text,
	"orgReferral" text,
	"citizenStatus" text,
	"addressLine1" text,
	"addressLine2" text,
	"addressCity" text,
	"addressState" text,
	"addressPostalCode" text,
	"criminalBkg" text,
	"hoursProbationary" integer,
	"creditPrevJob" double precision,
	"wagesPaidDuringRTI" text DEFAULT 'no' NOT NULL,
	"RTIDuringWorkHrs" text DEFAULT 'no' NOT NULL,
	"creditPrevRTIHrs" double precision,
	"priorHourlyWage" double precision,
	"occupationName" text,
	"ojtHours" integer,
	"instructionHours" integer,
	"startDate" text,
	"expectedEndDate" text,
	"signedAt" text,
	"signedPdfHash" text,
	"signedPdfKey" text,
	"dataHash" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apprenticeshipTemplates" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text,
	"occupationONetCode" text,
	"rapidsCode" text,
	"estimatedLength" text,
	"occupationName" text,
	"instructionHours" integer,
	"ojtHours" integer,
	"industryCode" text,
	"competencies" jsonb,
	"competencyGroups" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apprenticeshipUsers" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"apprenticeshipId" text NOT NULL,
	"userId" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apprenticeships" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"locationId" text,
	"employerProfileId" text,
	"title" text NOT NULL,
	"occupationName" text,
	"occupationONetCode" text,
	"rapidsCode" text,
	"ojtHours" integer,
	"instructionHours" integer,
	"startDate" text,
	"expectedEndDate" text,
	"instructionProviderId" text,
	"userId" text,
	"apprenticeshipTemplateId" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditEvents" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text,
	"actorId" text,
	"actorType" text NOT NULL,
	"action" text NOT NULL,
	"entity" text,
	"entityId" text,
	"ip" text,
	"userAgent" text,
	"details" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authAccounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"passwordHash" text,
	"emailVerifiedAt" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authCodes" (
	"id" text PRIMARY KEY NOT NULL,
	"accountId" text NOT NULL,
	"purpose" text NOT NULL,
	"codeHash" text NOT NULL,
	"expiresAt" text NOT NULL,
	"usedAt" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authSessions" (
	"id" text PRIMARY KEY NOT NULL,
	"accountId" text NOT NULL,
	"tokenHash" text NOT NULL,
	"expiresAt" text NOT NULL,
	"revokedAt" text,
	"ip" text,
	"userAgent" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatMessageContents" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"messageId" text NOT NULL,
	"sessionId" text,
	"userId" text,
	"resourceId" text,
	"classId" text,
	"projectId" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatMessages" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"sessionId" text NOT NULL,
	"integrationId" text,
	"userId" text,
	"locationId" text,
	"role" text NOT NULL,
	"content" text,
	"contentTypes" jsonb,
	"metadata" jsonb,
	"knowledgeGap" boolean DEFAULT false NOT NULL,
	"noResponseMsg" boolean DEFAULT false NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatSessions" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"integrationId" text,
	"resourceGroupId" text,
	"locationId" text,
	"title" text,
	"userId" text,
	"originDomain" text,
	"userEmail" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"classId" text NOT NULL,
	"title" text NOT NULL,
	"openCohortEnrollment" boolean DEFAULT false NOT NULL,
	"externalRegisterClassId" text,
	"eUnitIds" jsonb,
	"eUnits" jsonb,
	"eUnitTracking" boolean DEFAULT false NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courseTopics" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"classId" text NOT NULL,
	"title" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"description" text,
	"locked" boolean DEFAULT false NOT NULL,
	"topicHeader" text,
	"sectionIds" jsonb,
	"quizIds" jsonb,
	"challengeIds" jsonb,
	"list" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"orgIds" jsonb,
	"title" text NOT NULL,
	"name" text,
	"courseSlug" text,
	"slug" text,
	"overview" text,
	"description" text,
	"schedule" text,
	"topics" jsonb,
	"image" text,
	"classImage" text,
	"classColor" text,
	"dashboard" jsonb,
	"integration" jsonb,
	"integrationId" text,
	"locked" boolean DEFAULT false NOT NULL,
	"openEnrollment" boolean DEFAULT false NOT NULL,
	"trackAttendance" boolean DEFAULT false NOT NULL,
	"eUnitTracking" boolean DEFAULT false NOT NULL,
	"eUnits" jsonb,
	"classCatalogIds" jsonb,
	"classCatalogIdsInfo" jsonb,
	"slackChannel" text,
	"streamingLink" text,
	"isLive" boolean DEFAULT false NOT NULL,
	"showStreamLink" boolean DEFAULT false NOT NULL,
	"isPublic" boolean DEFAULT false NOT NULL,
	"enableNewEditor" boolean DEFAULT false NOT NULL,
	"enableCourseContent" boolean DEFAULT false NOT NULL,
	"inviteOnly" boolean DEFAULT false NOT NULL,
	"registerUrl" text,
	"searchEnginesEnabled" boolean DEFAULT false NOT NULL,
	"prerequisiteId" text,
	"teacherIds" jsonb,
	"topicIds" jsonb,
	"testClass" boolean DEFAULT false NOT NULL,
	"externalRegisterClassId" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"activeLayout" text DEFAULT 'layout1' NOT NULL,
	"zone1" jsonb,
	"zone2" jsonb,
	"zone3" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"refId" text,
	"title" text,
	"rawText" text,
	"pageNumber" integer,
	"metadata" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employerAgreements" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"employerProfileId" text,
	"apprenticeshipId" text,
	"locationId" text,
	"signerName" text,
	"signerTitle" text,
	"signerSignature" text,
	"signerSignatureDate" text,
	"signerIpAddress" text,
	"signerEmail" text,
	"signerInviteSentAt" text,
	"inviteHistory" jsonb,
	"signedAt" text,
	"signedPdfHash" text,
	"signedPdfKey" text,
	"dataHash" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employerProfiles" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"locationId" text,
	"name" text NOT NULL,
	"contactFirstName" text,
	"contactLastName" text,
	"contactTitle" text,
	"contactPhone" text,
	"contactEmail" text,
	"ein" text,
	"naicsCode" text,
	"totalEmployees" integer,
	"totalEmployeesColor" integer,
	"totalEmployeesFemale" integer,
	"totalJourneyWorkers" integer,
	"totalJourneyWorkersColor" integer,
	"totalJourneyWorkersFemale" integer,
	"inviteHistory" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"size" bigint,
	"transcript" text,
	"parentType" text,
	"parentId" text,
	"userId" text,
	"userName" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructionProviders" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"name" text NOT NULL,
	"contactFirstName" text,
	"contactLastName" text,
	"contactTitle" text,
	"contactEmail" text,
	"contactPhone" text,
	"url" text,
	"addressLine1" text,
	"addressLine2" text,
	"addressCity" text,
	"addressState" text,
	"addressPostalCode" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"orgNickname" text,
	"name" text DEFAULT 'Assistant' NOT NULL,
	"resourceGroupIds" jsonb,
	"systemPrompt" text,
	"serviceEmail" text,
	"serviceDelayCount" integer DEFAULT 2 NOT NULL,
	"agentImage" text,
	"colorBtnBkg" text DEFAULT 'black' NOT NULL,
	"defaultPrompts" jsonb,
	"allowedDomains" jsonb,
	"contentTypes" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"inviteType" text NOT NULL,
	"firstName" text,
	"lastName" text,
	"title" text,
	"email" text,
	"locationId" text,
	"employerProfileId" text,
	"apprenticeshipId" text,
	"apprenticeAgreementId" text,
	"employerAgreementId" text,
	"registerLink" text,
	"userId" text,
	"accessCodeHash" text,
	"sentAt" text,
	"viewedAt" text,
	"usedAt" text,
	"history" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobProfiles" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text,
	"locationId" text,
	"OnetTitle" text NOT NULL,
	"OnetCode" text NOT NULL,
	"OccupationDescription" text,
	"location" text,
	"occupationLocation" jsonb,
	"selectedSkills" jsonb,
	"selectedKnowledge" jsonb,
	"selectedCerts" jsonb,
	"selectedSchoolPrograms" jsonb,
	"isExternal" boolean DEFAULT false NOT NULL,
	"email" text,
	"name" text,
	"phone" text,
	"companyName" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"name" text NOT NULL,
	"employerProfileId" text,
	"locationImage" text,
	"addressLine1" text,
	"addressLine2" text,
	"addressCity" text,
	"addressState" text,
	"addressPostalCode" text,
	"defaultLocation" boolean DEFAULT false NOT NULL,
	"managerIds" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailOutbox" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"replyTo" text,
	"bcc" text,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"status" text NOT NULL,
	"transport" text NOT NULL,
	"messageId" text,
	"emlPath" text,
	"error" text,
	"createdBy" text,
	"sentAt" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"userId" text,
	"resourceId" text,
	"isDraft" boolean DEFAULT false NOT NULL,
	"isEmbedded" boolean DEFAULT false NOT NULL,
	"promptType" text,
	"fileUploadFlow" boolean DEFAULT false NOT NULL,
	"noteApprenticeshipId" text,
	"noteUserId" text,
	"noteLocationId" text,
	"workflowType" text,
	"skillIds" jsonb,
	"cdnFiles" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text,
	"userId" text,
	"type" text,
	"title" text NOT NULL,
	"body" text,
	"url" text,
	"readAt" text,
	"data" jsonb,
	"archived" boolean DEFAULT false NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occAreas" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"states" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occCertifications" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "occCertifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"acronym" text,
	"url" text,
	"organization" text,
	"organizationUrl" text,
	"organizationAddress" text,
	"keywords" text,
	"description" text,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occCipOnet" (
	"code" text NOT NULL,
	"cip" text NOT NULL,
	CONSTRAINT "occCipOnet_code_cip_pk" PRIMARY KEY("code","cip")
);
--> statement-breakpoint
CREATE TABLE "occCipSoc" (
	"soc" text NOT NULL,
	"cip" text NOT NULL,
	CONSTRAINT "occCipSoc_soc_cip_pk" PRIMARY KEY("soc","cip")
);
--> statement-breakpoint
CREATE TABLE "occCips" (
	"cip" text PRIMARY KEY NOT NULL,
	"title" text
);
--> statement-breakpoint
CREATE TABLE "occElements" (
	"elementId" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occMetroPoints" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "occMetroPoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"areaCode" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occOccupationElements" (
	"code" text NOT NULL,
	"elementId" text NOT NULL,
	"importance" integer NOT NULL,
	"difficulty" integer NOT NULL,
	CONSTRAINT "occOccupationElements_code_elementId_pk" PRIMARY KEY("code","elementId")
);
--> statement-breakpoint
CREATE TABLE "occOccupationTitles" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "occOccupationTitles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"sources" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occOccupations" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"jobZone" integer,
	"soc" text NOT NULL,
	"wageSoc" text,
	"wageMatch" text,
	"projectionSoc" text,
	"projectionMatch" text
);
--> statement-breakpoint
CREATE TABLE "occPrograms" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "occPrograms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"unitId" integer NOT NULL,
	"cip" text NOT NULL,
	"awardLevels" jsonb NOT NULL,
	"completions" integer
);
--> statement-breakpoint
CREATE TABLE "occProjections" (
	"soc" text PRIMARY KEY NOT NULL,
	"title" text,
	"employment2024" integer,
	"employment2034" integer,
	"changePercent" double precision,
	"openings" integer,
	"education" text,
	"experience" text,
	"training" text
);
--> statement-breakpoint
CREATE TABLE "occRapidsOccupations" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "occRapidsOccupations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rapidsCode" text NOT NULL,
	"rapidsTitle" text NOT NULL,
	"code" text NOT NULL,
	"onetTitle" text
);
--> statement-breakpoint
CREATE TABLE "occSchools" (
	"unitId" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "occSchools_unitId_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"city" text,
	"state" text NOT NULL,
	"zip" text,
	"lat" double precision,
	"lon" double precision,
	"url" text,
	"areaCode" text
);
--> statement-breakpoint
CREATE TABLE "occWages" (
	"soc" text NOT NULL,
	"areaCode" text NOT NULL,
	"areaType" text NOT NULL,
	"title" text,
	"socGroup" text,
	"employment" integer,
	"hourlyMean" double precision,
	"annualMean" double precision,
	"hourly10" double precision,
	"hourly25" double precision,
	"hourlyMedian" double precision,
	"hourly75" double precision,
	"hourly90" double precision,
	"annual10" double precision,
	"annual25" double precision,
	"annualMedian" double precision,
	"annual75" double precision,
	"annual90" double precision,
	"annualOnly" boolean,
	"hourlyOnly" boolean,
	CONSTRAINT "occWages_soc_areaCode_pk" PRIMARY KEY("soc","areaCode")
);
--> statement-breakpoint
CREATE TABLE "occZipPrefixes" (
	"zip3" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupationDataVersion" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "occupationDataVersion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" text NOT NULL,
	"loadedAt" text NOT NULL,
	"loadMs" integer
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"orgType" text DEFAULT 'community' NOT NULL,
	"orgLogo" text,
	"billing" jsonb,
	"plan" text DEFAULT 'free' NOT NULL,
	"showOrgName" boolean DEFAULT true NOT NULL,
	"restrictRegister" boolean DEFAULT false NOT NULL,
	"courseGroupIds" jsonb,
	"appleTouchIcon" text,
	"androidIconSmall" text,
	"androidIconLarge" text,
	"privacyPolicy" text,
	"tos" text,
	"searchEnginesEnabled" boolean DEFAULT false NOT NULL,
	"allowedOrigins" jsonb,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pageLinks" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"locationId" text,
	"pageId" text,
	"url" text,
	"hasAccessCode" boolean DEFAULT false NOT NULL,
	"accessCodeHash" text,
	"inactive" boolean DEFAULT false NOT NULL,
	"enablePageContent" boolean DEFAULT true NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"title" text NOT NULL,
	"dashboardId" text,
	"showOrgLogo" boolean DEFAULT true NOT NULL,
	"showTitle" boolean DEFAULT true NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pathways" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"title" text NOT NULL,
	"courseIds" jsonb,
	"isPublic" boolean DEFAULT false NOT NULL,
	"searchEnginesEnabled" boolean DEFAULT false NOT NULL,
	"jobProfileId" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"userId" text,
	"status" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rateLimits" (
	"key" text PRIMARY KEY NOT NULL,
	"windowStart" bigint NOT NULL,
	"count" integer NOT NULL,
	"lockedUntil" bigint
);
--> statement-breakpoint
CREATE TABLE "resourceGroups" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"name" text NOT NULL,
	"body" text,
	"parentId" text,
	"parentType" text,
	"url" text,
	"type" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "userProfiles" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"userId" text NOT NULL,
	"ssn" text,
	"dob" text,
	"gender" text,
	"addressLine1" text,
	"addressLine2" text,
	"addressCity" text,
	"addressState" text,
	"addressPostalCode" text,
	"addressCountry" text,
	"educationLevel" text,
	"employmentStatus" text,
	"employmentStatusDate" text,
	"disability" text,
	"ethnicity" text,
	"races" jsonb,
	"veteranStatus" text,
	"orgReferral" text,
	"citizenStatus" text,
	"criminalBkg" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text,
	"name" text,
	"email" text,
	"firstName" text,
	"middleName" text,
	"lastName" text,
	"suffix" text,
	"phone" text,
	"phoneExt" text,
	"mobilePhone" text,
	"title" text,
	"aboutMe" text,
	"calendarLink" text,
	"slackUserId" text,
	"externalUserId" text,
	"orgId" text,
	"userProfileId" text,
	"locationId" text,
	"role" jsonb,
	"membership" jsonb,
	"profilePicture" text,
	"userSignature" text,
	"courseIds" jsonb,
	"completedCourseIds" jsonb,
	"completedCourseTopicIds" jsonb,
	"educationUnitIds" jsonb,
	"uniqueCertificateIds" jsonb,
	"externalRegisteredCourseIds" jsonb,
	"cohortIds" jsonb,
	"apprenticeshipIds" jsonb,
	"integration" jsonb,
	"testUser" boolean DEFAULT false NOT NULL,
	"courseReadOnly" boolean DEFAULT false NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wageSchedules" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"title" text NOT NULL,
	"entryWage" double precision NOT NULL,
	"wageRates" jsonb NOT NULL,
	"employerProfileId" text,
	"apprenticeshipId" text,
	"locationId" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"image" text,
	"url" text,
	"isFeatured" boolean DEFAULT false NOT NULL,
	"linkTarget" text,
	"includeEmail" boolean DEFAULT false NOT NULL,
	"includeExternalUserId" boolean DEFAULT false NOT NULL,
	"embedCode" text,
	"position" integer DEFAULT 0 NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analyticsEvents_ref" ON "analyticsEvents" USING btree ("refTable" NULLS FIRST,"refId" NULLS FIRST,"createdAt" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analyticsEvents_list_createdAt" ON "analyticsEvents" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analyticsEvents_org_list_createdAt" ON "analyticsEvents" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "apiKeys_hash" ON "apiKeys" USING btree ("keyHash" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apiKeys_org" ON "apiKeys" USING btree ("orgId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeAgreements_list_createdAt" ON "apprenticeAgreements" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeAgreements_org_list_createdAt" ON "apprenticeAgreements" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeAgreements_apprenticeship" ON "apprenticeAgreements" USING btree ("apprenticeshipId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeAgreements_user" ON "apprenticeAgreements" USING btree ("userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeAgreements_employer" ON "apprenticeAgreements" USING btree ("employerProfileId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeshipTemplates_rapids" ON "apprenticeshipTemplates" USING btree ("rapidsCode" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeshipTemplates_onet" ON "apprenticeshipTemplates" USING btree ("occupationONetCode" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeshipTemplates_list_title" ON "apprenticeshipTemplates" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeshipTemplates_org_list_title" ON "apprenticeshipTemplates" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "apprenticeshipUsers_member" ON "apprenticeshipUsers" USING btree ("apprenticeshipId" NULLS FIRST,"userId" NULLS FIRST,"role" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeshipUsers_count" ON "apprenticeshipUsers" USING btree ("apprenticeshipId" NULLS FIRST,"role" NULLS FIRST,"active" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeshipUsers_user" ON "apprenticeshipUsers" USING btree ("userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeshipUsers_list_createdAt" ON "apprenticeshipUsers" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeshipUsers_org_list_createdAt" ON "apprenticeshipUsers" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeships_list_title" ON "apprenticeships" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeships_org_list_title" ON "apprenticeships" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeships_location" ON "apprenticeships" USING btree ("locationId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeships_employer" ON "apprenticeships" USING btree ("employerProfileId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeships_user" ON "apprenticeships" USING btree ("userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditEvents_entity" ON "auditEvents" USING btree ("entity" NULLS FIRST,"entityId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditEvents_list_createdAt" ON "auditEvents" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditEvents_org_list_createdAt" ON "auditEvents" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditEvents_action" ON "auditEvents" USING btree ("action" NULLS FIRST,"createdAt" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditEvents_actor" ON "auditEvents" USING btree ("actorId" NULLS FIRST,"createdAt" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "authAccounts_email" ON "authAccounts" USING btree ("email" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "authCodes_code" ON "authCodes" USING btree ("codeHash" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "authSessions_token" ON "authSessions" USING btree ("tokenHash" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "authSessions_account" ON "authSessions" USING btree ("accountId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessageContents_message" ON "chatMessageContents" USING btree ("messageId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessageContents_session" ON "chatMessageContents" USING btree ("sessionId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessageContents_list_createdAt" ON "chatMessageContents" USING btree ("createdAt" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessageContents_org_list_createdAt" ON "chatMessageContents" USING btree ("orgId" NULLS FIRST,"createdAt" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessages_session" ON "chatMessages" USING btree ("sessionId" NULLS FIRST,"createdAt" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessages_org_user" ON "chatMessages" USING btree ("orgId" NULLS FIRST,"userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessages_gap" ON "chatMessages" USING btree ("orgId" NULLS FIRST,"knowledgeGap" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessages_list_createdAt" ON "chatMessages" USING btree ("createdAt" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessages_org_list_createdAt" ON "chatMessages" USING btree ("orgId" NULLS FIRST,"createdAt" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatMessages_integration" ON "chatMessages" USING btree ("integrationId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatSessions_list_createdAt" ON "chatSessions" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatSessions_org_list_createdAt" ON "chatSessions" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatSessions_integration" ON "chatSessions" USING btree ("integrationId" NULLS FIRST,"createdAt" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatSessions_user" ON "chatSessions" USING btree ("userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cohorts_class" ON "cohorts" USING btree ("classId" NULLS FIRST,"openCohortEnrollment" NULLS FIRST,"createdAt" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cohorts_list_createdAt" ON "cohorts" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cohorts_org_list_createdAt" ON "cohorts" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courseTopics_class" ON "courseTopics" USING btree ("classId" NULLS FIRST,"position" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courseTopics_list_position" ON "courseTopics" USING btree ("position" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courseTopics_org_list_position" ON "courseTopics" USING btree ("orgId" NULLS FIRST,"position" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courseTopics_org_title" ON "courseTopics" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courses_list_title" ON "courses" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courses_org_list_title" ON "courses" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "courses_org_courseSlug" ON "courses" USING btree ("orgId" NULLS FIRST,"courseSlug" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courses_courseSlug" ON "courses" USING btree ("courseSlug" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courses_public" ON "courses" USING btree ("isPublic" NULLS FIRST,"orgId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dashboards_list_createdAt" ON "dashboards" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dashboards_org_list_createdAt" ON "dashboards" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_org_title" ON "documents" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_list_createdAt" ON "documents" USING btree ("createdAt" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_org_list_createdAt" ON "documents" USING btree ("orgId" NULLS FIRST,"createdAt" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_ref" ON "documents" USING btree ("refId" NULLS FIRST,"pageNumber" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "employerAgreements_list_createdAt" ON "employerAgreements" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "employerAgreements_org_list_createdAt" ON "employerAgreements" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "employerAgreements_employer" ON "employerAgreements" USING btree ("employerProfileId" NULLS FIRST,"apprenticeshipId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "employerAgreements_apprenticeship" ON "employerAgreements" USING btree ("apprenticeshipId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "employerProfiles_list_name" ON "employerProfiles" USING btree ("name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "employerProfiles_org_list_name" ON "employerProfiles" USING btree ("orgId" NULLS FIRST,"name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "employerProfiles_location" ON "employerProfiles" USING btree ("locationId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_parent" ON "files" USING btree ("parentId" NULLS FIRST,"parentType" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_user" ON "files" USING btree ("userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_list_createdAt" ON "files" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_org_list_createdAt" ON "files" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instructionProviders_list_name" ON "instructionProviders" USING btree ("name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instructionProviders_org_list_name" ON "instructionProviders" USING btree ("orgId" NULLS FIRST,"name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "integrations_list_name" ON "integrations" USING btree ("name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "integrations_org_list_name" ON "integrations" USING btree ("orgId" NULLS FIRST,"name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invites_list_createdAt" ON "invites" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invites_org_list_createdAt" ON "invites" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invites_employer" ON "invites" USING btree ("employerProfileId" NULLS FIRST,"apprenticeshipId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invites_apprenticeAgreement" ON "invites" USING btree ("apprenticeAgreementId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invites_employerAgreement" ON "invites" USING btree ("employerAgreementId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invites_email" ON "invites" USING btree ("email" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobProfiles_org" ON "jobProfiles" USING btree ("orgId" NULLS FIRST,"OnetTitle" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobProfiles_location" ON "jobProfiles" USING btree ("locationId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobProfiles_list_createdAt" ON "jobProfiles" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobProfiles_org_list_createdAt" ON "jobProfiles" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobProfiles_onet" ON "jobProfiles" USING btree ("OnetCode" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "locations_list_name" ON "locations" USING btree ("name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "locations_org_list_name" ON "locations" USING btree ("orgId" NULLS FIRST,"name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "locations_employer" ON "locations" USING btree ("employerProfileId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mailOutbox_list_createdAt" ON "mailOutbox" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mailOutbox_org_list_createdAt" ON "mailOutbox" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mailOutbox_to" ON "mailOutbox" USING btree ("to" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_list_title" ON "materials" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_org_list_title" ON "materials" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_resource" ON "materials" USING btree ("resourceId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_user" ON "materials" USING btree ("userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_org_draft" ON "materials" USING btree ("orgId" NULLS FIRST,"isDraft" NULLS FIRST,"workflowType" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_note_user" ON "materials" USING btree ("noteUserId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_note_apprenticeship" ON "materials" USING btree ("noteApprenticeshipId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_note_location" ON "materials" USING btree ("noteLocationId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("userId" NULLS FIRST,"createdAt" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_list_createdAt" ON "notifications" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_org_list_createdAt" ON "notifications" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occCipOnet_cip" ON "occCipOnet" USING btree ("cip" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occCipSoc_cip" ON "occCipSoc" USING btree ("cip" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occMetroPoints_zip" ON "occMetroPoints" USING btree ("zip" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occMetroPoints_lat" ON "occMetroPoints" USING btree ("lat" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occOccupationTitles_code" ON "occOccupationTitles" USING btree ("code" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occOccupations_soc" ON "occOccupations" USING btree ("soc" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occOccupations_wageSoc" ON "occOccupations" USING btree ("wageSoc" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occPrograms_cip" ON "occPrograms" USING btree ("cip" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occPrograms_unit" ON "occPrograms" USING btree ("unitId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occRapidsOccupations_rapids" ON "occRapidsOccupations" USING btree ("rapidsCode" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occSchools_state" ON "occSchools" USING btree ("state" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occSchools_area" ON "occSchools" USING btree ("areaCode" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_slug" ON "organizations" USING btree ("slug" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organizations_list_name" ON "organizations" USING btree ("name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pageLinks_org_page" ON "pageLinks" USING btree ("orgId" NULLS FIRST,"pageId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pageLinks_page" ON "pageLinks" USING btree ("pageId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pageLinks_list_createdAt" ON "pageLinks" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pageLinks_org_list_createdAt" ON "pageLinks" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pages_list_title" ON "pages" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pages_org_list_title" ON "pages" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pathways_list_title" ON "pathways" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pathways_org_list_title" ON "pathways" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pathways_jobProfile" ON "pathways" USING btree ("jobProfileId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_list_title" ON "projects" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_org_list_title" ON "projects" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_user" ON "projects" USING btree ("userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resourceGroups_list_title" ON "resourceGroups" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resourceGroups_org_list_title" ON "resourceGroups" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resources_list_name" ON "resources" USING btree ("name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resources_org_list_name" ON "resources" USING btree ("orgId" NULLS FIRST,"name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resources_parent" ON "resources" USING btree ("parentId" NULLS FIRST,"parentType" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "userProfiles_user" ON "userProfiles" USING btree ("userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "userProfiles_list_createdAt" ON "userProfiles" USING btree ("createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "userProfiles_org_list_createdAt" ON "userProfiles" USING btree ("orgId" NULLS FIRST,"createdAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_uid" ON "users" USING btree ("uid" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_list_name" ON "users" USING btree ("name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_org_list_name" ON "users" USING btree ("orgId" NULLS FIRST,"name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_email" ON "users" USING btree ("email" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_location" ON "users" USING btree ("locationId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_profile" ON "users" USING btree ("userProfileId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wageSchedules_employer" ON "wageSchedules" USING btree ("employerProfileId" NULLS FIRST,"apprenticeshipId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wageSchedules_apprenticeship" ON "wageSchedules" USING btree ("apprenticeshipId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wageSchedules_location" ON "wageSchedules" USING btree ("locationId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wageSchedules_list_title" ON "wageSchedules" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wageSchedules_org_list_title" ON "wageSchedules" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "widgets_list_title" ON "widgets" USING btree ("title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "widgets_org_list_title" ON "widgets" USING btree ("orgId" NULLS FIRST,"title" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "widgets_org_type" ON "widgets" USING btree ("orgId" NULLS FIRST,"type" NULLS FIRST,"isFeatured" NULLS FIRST,"title" NULLS FIRST);