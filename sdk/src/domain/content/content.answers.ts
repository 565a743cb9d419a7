import { z } from 'zod';
import { zListOf } from '../common.answers.ts';

/**
 * The API explorer's rows (GET /v1/resources, /v1/resourceGroups, /v1/documents): every field but
 * the id may be left out when the caller selects fields (`select=`).
 */

/** A resource as the explorer lists it. */
export const ZResourceView = z
  .object({
    id: z.string(),
    orgId: z.string(),
    name: z.string(),
    body: z.string().nullable(),
    parentId: z.string().nullable(),
    parentType: z.string().nullable(),
    url: z.string().nullable(),
    type: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .partial({
    orgId: true,
    name: true,
    body: true,
    parentId: true,
    parentType: true,
    url: true,
    type: true,
    createdAt: true,
    updatedAt: true,
  });
export const ZResourceViewList = zListOf(ZResourceView);

/** A resource group as the explorer lists it. */
export const ZResourceGroupView = z
  .object({
    id: z.string(),
    orgId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .partial({ orgId: true, title: true, description: true, createdAt: true, updatedAt: true });
export const ZResourceGroupViewList = zListOf(ZResourceGroupView);

/** A document (extracted text, one row per page) as the explorer lists it. */
export const ZDocumentView = z
  .object({
    id: z.string(),
    refId: z.string().nullable(),
    rawText: z.string().nullable(),
    pageNumber: z.number().int().nullable(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    title: z.string().nullable(),
    orgId: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .partial({
    refId: true,
    rawText: true,
    pageNumber: true,
    metadata: true,
    title: true,
    orgId: true,
    createdAt: true,
    updatedAt: true,
  });
export const ZDocumentViewList = zListOf(ZDocumentView);
