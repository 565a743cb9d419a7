import { z } from 'zod';
import {
  HTTP_URL_MESSAGE,
  isHttpUrl,
  URL_MAX,
  zHttpUrl,
  zId,
  zIds,
  zJson,
  zLongText,
  zNullable,
  zRequired,
  zText,
} from '../common.schema.ts';

const zTitle = zRequired('Title is required.');

/** A learning material or note (docs/rules.md#materials-and-files). The editor's 50 000-character limit is checked by the editor rule. */
export const ZMaterial = z.object({
  orgId: zId,
  title: zTitle,
  body: zNullable(zLongText),
  userId: zNullable(zId),
  resourceId: zNullable(zId),
  isDraft: z.boolean().optional(),
  isEmbedded: z.boolean().optional(),
  promptType: zNullable(zText(60)),
  fileUploadFlow: z.boolean().optional(),
  noteApprenticeshipId: zNullable(zId),
  noteUserId: zNullable(zId),
  noteLocationId: zNullable(zId),
  workflowType: zNullable(zText(60)),
  skillIds: zNullable(zIds),
  cdnFiles: zNullable(z.array(zJson).max(200)),
});
export type MaterialInput = z.infer<typeof ZMaterial>;

export const ZResource = z.object({
  orgId: zId,
  name: zRequired('Name is required.'),
  body: zNullable(zLongText),
  parentId: zNullable(zId),
  /** Usually 'resourceGroup'. */
  parentType: zNullable(zText(40)),
  url: zNullable(zHttpUrl),
  type: zNullable(zText(40)),
});
export type ResourceInput = z.infer<typeof ZResource>;

export const ZResourceGroup = z.object({
  orgId: zId,
  title: zTitle,
  description: zNullable(zText(2000)),
});
export type ResourceGroupInput = z.infer<typeof ZResourceGroup>;

/** One page of extracted text. */
export const ZDocument = z.object({
  orgId: zId,
  refId: zNullable(zId),
  title: zNullable(zText(300)),
  rawText: zNullable(zLongText),
  pageNumber: zNullable(z.number().int().min(0).max(100_000)),
  metadata: zNullable(z.record(z.string(), zJson)),
});
export type DocumentInput = z.infer<typeof ZDocument>;

/** The record of an uploaded file (docs/rules.md#materials-and-files). */
export const ZFile = z.object({
  orgId: zId,
  url: zRequired('URL is required.', URL_MAX).refine(isHttpUrl, HTTP_URL_MESSAGE),
  name: zRequired('Name is required.', 300),
  type: zNullable(zText(100)),
  size: zNullable(z.number().int().min(0)),
  transcript: zNullable(zLongText),
  parentType: zNullable(zText(40)),
  parentId: zNullable(zId),
  userId: zNullable(zId),
  userName: zNullable(zText(200)),
});
export type FileInput = z.infer<typeof ZFile>;

export const ZProject = z.object({
  orgId: zId,
  title: zTitle,
  body: zNullable(zLongText),
  userId: zNullable(zId),
  status: zNullable(zText(40)),
});
export type ProjectInput = z.infer<typeof ZProject>;
