import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The App Development page's tables take the global's shorter dbName. Renames only, so its content and
 * history stay: drizzle-kit would drop and create the tables, as it cannot tell a rename from a new table.
 * PostgreSQL cut the two longest index names when it made them; the cut names are the ones renamed here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "app_development_page_solutions_cards" RENAME TO "app_dev_page_solutions_cards";
  ALTER TABLE "app_dev_page_solutions_cards" RENAME CONSTRAINT "app_development_page_solutions_cards_pkey" TO "app_dev_page_solutions_cards_pkey";
  ALTER TABLE "app_dev_page_solutions_cards" RENAME CONSTRAINT "app_development_page_solutions_cards_parent_id_fk" TO "app_dev_page_solutions_cards_parent_id_fk";
  ALTER INDEX "app_development_page_solutions_cards_order_idx" RENAME TO "app_dev_page_solutions_cards_order_idx";
  ALTER INDEX "app_development_page_solutions_cards_parent_id_idx" RENAME TO "app_dev_page_solutions_cards_parent_id_idx";
  ALTER TABLE "app_development_page_process_steps" RENAME TO "app_dev_page_process_steps";
  ALTER TABLE "app_dev_page_process_steps" RENAME CONSTRAINT "app_development_page_process_steps_pkey" TO "app_dev_page_process_steps_pkey";
  ALTER TABLE "app_dev_page_process_steps" RENAME CONSTRAINT "app_development_page_process_steps_parent_id_fk" TO "app_dev_page_process_steps_parent_id_fk";
  ALTER INDEX "app_development_page_process_steps_order_idx" RENAME TO "app_dev_page_process_steps_order_idx";
  ALTER INDEX "app_development_page_process_steps_parent_id_idx" RENAME TO "app_dev_page_process_steps_parent_id_idx";
  ALTER TABLE "app_development_page_technologies_items" RENAME TO "app_dev_page_technologies_items";
  ALTER TABLE "app_dev_page_technologies_items" RENAME CONSTRAINT "app_development_page_technologies_items_pkey" TO "app_dev_page_technologies_items_pkey";
  ALTER TABLE "app_dev_page_technologies_items" RENAME CONSTRAINT "app_development_page_technologies_items_parent_id_fk" TO "app_dev_page_technologies_items_parent_id_fk";
  ALTER INDEX "app_development_page_technologies_items_order_idx" RENAME TO "app_dev_page_technologies_items_order_idx";
  ALTER INDEX "app_development_page_technologies_items_parent_id_idx" RENAME TO "app_dev_page_technologies_items_parent_id_idx";
  ALTER TABLE "app_development_page_why_custom_reasons" RENAME TO "app_dev_page_why_custom_reasons";
  ALTER TABLE "app_dev_page_why_custom_reasons" RENAME CONSTRAINT "app_development_page_why_custom_reasons_pkey" TO "app_dev_page_why_custom_reasons_pkey";
  ALTER TABLE "app_dev_page_why_custom_reasons" RENAME CONSTRAINT "app_development_page_why_custom_reasons_parent_id_fk" TO "app_dev_page_why_custom_reasons_parent_id_fk";
  ALTER INDEX "app_development_page_why_custom_reasons_order_idx" RENAME TO "app_dev_page_why_custom_reasons_order_idx";
  ALTER INDEX "app_development_page_why_custom_reasons_parent_id_idx" RENAME TO "app_dev_page_why_custom_reasons_parent_id_idx";
  ALTER TABLE "app_development_page" RENAME TO "app_dev_page";
  ALTER TABLE "app_dev_page" RENAME CONSTRAINT "app_development_page_pkey" TO "app_dev_page_pkey";
  ALTER INDEX "app_development_page__status_idx" RENAME TO "app_dev_page__status_idx";
  ALTER TABLE "_app_development_page_v_version_solutions_cards" RENAME TO "_app_dev_page_v_version_solutions_cards";
  ALTER TABLE "_app_dev_page_v_version_solutions_cards" RENAME CONSTRAINT "_app_development_page_v_version_solutions_cards_pkey" TO "_app_dev_page_v_version_solutions_cards_pkey";
  ALTER TABLE "_app_dev_page_v_version_solutions_cards" RENAME CONSTRAINT "_app_development_page_v_version_solutions_cards_parent_id_fk" TO "_app_dev_page_v_version_solutions_cards_parent_id_fk";
  ALTER INDEX "_app_development_page_v_version_solutions_cards_order_idx" RENAME TO "_app_dev_page_v_version_solutions_cards_order_idx";
  ALTER INDEX "_app_development_page_v_version_solutions_cards_parent_id_idx" RENAME TO "_app_dev_page_v_version_solutions_cards_parent_id_idx";
  ALTER TABLE "_app_development_page_v_version_process_steps" RENAME TO "_app_dev_page_v_version_process_steps";
  ALTER TABLE "_app_dev_page_v_version_process_steps" RENAME CONSTRAINT "_app_development_page_v_version_process_steps_pkey" TO "_app_dev_page_v_version_process_steps_pkey";
  ALTER TABLE "_app_dev_page_v_version_process_steps" RENAME CONSTRAINT "_app_development_page_v_version_process_steps_parent_id_fk" TO "_app_dev_page_v_version_process_steps_parent_id_fk";
  ALTER INDEX "_app_development_page_v_version_process_steps_order_idx" RENAME TO "_app_dev_page_v_version_process_steps_order_idx";
  ALTER INDEX "_app_development_page_v_version_process_steps_parent_id_idx" RENAME TO "_app_dev_page_v_version_process_steps_parent_id_idx";
  ALTER TABLE "_app_development_page_v_version_technologies_items" RENAME TO "_app_dev_page_v_version_technologies_items";
  ALTER TABLE "_app_dev_page_v_version_technologies_items" RENAME CONSTRAINT "_app_development_page_v_version_technologies_items_pkey" TO "_app_dev_page_v_version_technologies_items_pkey";
  ALTER TABLE "_app_dev_page_v_version_technologies_items" RENAME CONSTRAINT "_app_development_page_v_version_technologies_items_parent_id_fk" TO "_app_dev_page_v_version_technologies_items_parent_id_fk";
  ALTER INDEX "_app_development_page_v_version_technologies_items_order_idx" RENAME TO "_app_dev_page_v_version_technologies_items_order_idx";
  ALTER INDEX "_app_development_page_v_version_technologies_items_parent_id_id" RENAME TO "_app_dev_page_v_version_technologies_items_parent_id_idx";
  ALTER TABLE "_app_development_page_v_version_why_custom_reasons" RENAME TO "_app_dev_page_v_version_why_custom_reasons";
  ALTER TABLE "_app_dev_page_v_version_why_custom_reasons" RENAME CONSTRAINT "_app_development_page_v_version_why_custom_reasons_pkey" TO "_app_dev_page_v_version_why_custom_reasons_pkey";
  ALTER TABLE "_app_dev_page_v_version_why_custom_reasons" RENAME CONSTRAINT "_app_development_page_v_version_why_custom_reasons_parent_id_fk" TO "_app_dev_page_v_version_why_custom_reasons_parent_id_fk";
  ALTER INDEX "_app_development_page_v_version_why_custom_reasons_order_idx" RENAME TO "_app_dev_page_v_version_why_custom_reasons_order_idx";
  ALTER INDEX "_app_development_page_v_version_why_custom_reasons_parent_id_id" RENAME TO "_app_dev_page_v_version_why_custom_reasons_parent_id_idx";
  ALTER TABLE "_app_development_page_v" RENAME TO "_app_dev_page_v";
  ALTER TABLE "_app_dev_page_v" RENAME CONSTRAINT "_app_development_page_v_pkey" TO "_app_dev_page_v_pkey";
  ALTER INDEX "_app_development_page_v_version_version__status_idx" RENAME TO "_app_dev_page_v_version_version__status_idx";
  ALTER INDEX "_app_development_page_v_created_at_idx" RENAME TO "_app_dev_page_v_created_at_idx";
  ALTER INDEX "_app_development_page_v_updated_at_idx" RENAME TO "_app_dev_page_v_updated_at_idx";
  ALTER INDEX "_app_development_page_v_latest_idx" RENAME TO "_app_dev_page_v_latest_idx";
  ALTER TYPE "enum_app_development_page_solutions_cards_icon" RENAME TO "enum_app_dev_page_solutions_cards_icon";
  ALTER TYPE "enum_app_development_page_technologies_items_icon" RENAME TO "enum_app_dev_page_technologies_items_icon";
  ALTER TYPE "enum_app_development_page_status" RENAME TO "enum_app_dev_page_status";
  ALTER TYPE "enum__app_development_page_v_version_solutions_cards_icon" RENAME TO "enum__app_dev_page_v_version_solutions_cards_icon";
  ALTER TYPE "enum__app_development_page_v_version_technologies_items_icon" RENAME TO "enum__app_dev_page_v_version_technologies_items_icon";
  ALTER TYPE "enum__app_development_page_v_version_status" RENAME TO "enum__app_dev_page_v_version_status";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "enum__app_dev_page_v_version_status" RENAME TO "enum__app_development_page_v_version_status";
  ALTER TYPE "enum__app_dev_page_v_version_technologies_items_icon" RENAME TO "enum__app_development_page_v_version_technologies_items_icon";
  ALTER TYPE "enum__app_dev_page_v_version_solutions_cards_icon" RENAME TO "enum__app_development_page_v_version_solutions_cards_icon";
  ALTER TYPE "enum_app_dev_page_status" RENAME TO "enum_app_development_page_status";
  ALTER TYPE "enum_app_dev_page_technologies_items_icon" RENAME TO "enum_app_development_page_technologies_items_icon";
  ALTER TYPE "enum_app_dev_page_solutions_cards_icon" RENAME TO "enum_app_development_page_solutions_cards_icon";
  ALTER INDEX "_app_dev_page_v_latest_idx" RENAME TO "_app_development_page_v_latest_idx";
  ALTER INDEX "_app_dev_page_v_updated_at_idx" RENAME TO "_app_development_page_v_updated_at_idx";
  ALTER INDEX "_app_dev_page_v_created_at_idx" RENAME TO "_app_development_page_v_created_at_idx";
  ALTER INDEX "_app_dev_page_v_version_version__status_idx" RENAME TO "_app_development_page_v_version_version__status_idx";
  ALTER TABLE "_app_dev_page_v" RENAME CONSTRAINT "_app_dev_page_v_pkey" TO "_app_development_page_v_pkey";
  ALTER TABLE "_app_dev_page_v" RENAME TO "_app_development_page_v";
  ALTER INDEX "_app_dev_page_v_version_why_custom_reasons_parent_id_idx" RENAME TO "_app_development_page_v_version_why_custom_reasons_parent_id_id";
  ALTER INDEX "_app_dev_page_v_version_why_custom_reasons_order_idx" RENAME TO "_app_development_page_v_version_why_custom_reasons_order_idx";
  ALTER TABLE "_app_dev_page_v_version_why_custom_reasons" RENAME CONSTRAINT "_app_dev_page_v_version_why_custom_reasons_parent_id_fk" TO "_app_development_page_v_version_why_custom_reasons_parent_id_fk";
  ALTER TABLE "_app_dev_page_v_version_why_custom_reasons" RENAME CONSTRAINT "_app_dev_page_v_version_why_custom_reasons_pkey" TO "_app_development_page_v_version_why_custom_reasons_pkey";
  ALTER TABLE "_app_dev_page_v_version_why_custom_reasons" RENAME TO "_app_development_page_v_version_why_custom_reasons";
  ALTER INDEX "_app_dev_page_v_version_technologies_items_parent_id_idx" RENAME TO "_app_development_page_v_version_technologies_items_parent_id_id";
  ALTER INDEX "_app_dev_page_v_version_technologies_items_order_idx" RENAME TO "_app_development_page_v_version_technologies_items_order_idx";
  ALTER TABLE "_app_dev_page_v_version_technologies_items" RENAME CONSTRAINT "_app_dev_page_v_version_technologies_items_parent_id_fk" TO "_app_development_page_v_version_technologies_items_parent_id_fk";
  ALTER TABLE "_app_dev_page_v_version_technologies_items" RENAME CONSTRAINT "_app_dev_page_v_version_technologies_items_pkey" TO "_app_development_page_v_version_technologies_items_pkey";
  ALTER TABLE "_app_dev_page_v_version_technologies_items" RENAME TO "_app_development_page_v_version_technologies_items";
  ALTER INDEX "_app_dev_page_v_version_process_steps_parent_id_idx" RENAME TO "_app_development_page_v_version_process_steps_parent_id_idx";
  ALTER INDEX "_app_dev_page_v_version_process_steps_order_idx" RENAME TO "_app_development_page_v_version_process_steps_order_idx";
  ALTER TABLE "_app_dev_page_v_version_process_steps" RENAME CONSTRAINT "_app_dev_page_v_version_process_steps_parent_id_fk" TO "_app_development_page_v_version_process_steps_parent_id_fk";
  ALTER TABLE "_app_dev_page_v_version_process_steps" RENAME CONSTRAINT "_app_dev_page_v_version_process_steps_pkey" TO "_app_development_page_v_version_process_steps_pkey";
  ALTER TABLE "_app_dev_page_v_version_process_steps" RENAME TO "_app_development_page_v_version_process_steps";
  ALTER INDEX "_app_dev_page_v_version_solutions_cards_parent_id_idx" RENAME TO "_app_development_page_v_version_solutions_cards_parent_id_idx";
  ALTER INDEX "_app_dev_page_v_version_solutions_cards_order_idx" RENAME TO "_app_development_page_v_version_solutions_cards_order_idx";
  ALTER TABLE "_app_dev_page_v_version_solutions_cards" RENAME CONSTRAINT "_app_dev_page_v_version_solutions_cards_parent_id_fk" TO "_app_development_page_v_version_solutions_cards_parent_id_fk";
  ALTER TABLE "_app_dev_page_v_version_solutions_cards" RENAME CONSTRAINT "_app_dev_page_v_version_solutions_cards_pkey" TO "_app_development_page_v_version_solutions_cards_pkey";
  ALTER TABLE "_app_dev_page_v_version_solutions_cards" RENAME TO "_app_development_page_v_version_solutions_cards";
  ALTER INDEX "app_dev_page__status_idx" RENAME TO "app_development_page__status_idx";
  ALTER TABLE "app_dev_page" RENAME CONSTRAINT "app_dev_page_pkey" TO "app_development_page_pkey";
  ALTER TABLE "app_dev_page" RENAME TO "app_development_page";
  ALTER INDEX "app_dev_page_why_custom_reasons_parent_id_idx" RENAME TO "app_development_page_why_custom_reasons_parent_id_idx";
  ALTER INDEX "app_dev_page_why_custom_reasons_order_idx" RENAME TO "app_development_page_why_custom_reasons_order_idx";
  ALTER TABLE "app_dev_page_why_custom_reasons" RENAME CONSTRAINT "app_dev_page_why_custom_reasons_parent_id_fk" TO "app_development_page_why_custom_reasons_parent_id_fk";
  ALTER TABLE "app_dev_page_why_custom_reasons" RENAME CONSTRAINT "app_dev_page_why_custom_reasons_pkey" TO "app_development_page_why_custom_reasons_pkey";
  ALTER TABLE "app_dev_page_why_custom_reasons" RENAME TO "app_development_page_why_custom_reasons";
  ALTER INDEX "app_dev_page_technologies_items_parent_id_idx" RENAME TO "app_development_page_technologies_items_parent_id_idx";
  ALTER INDEX "app_dev_page_technologies_items_order_idx" RENAME TO "app_development_page_technologies_items_order_idx";
  ALTER TABLE "app_dev_page_technologies_items" RENAME CONSTRAINT "app_dev_page_technologies_items_parent_id_fk" TO "app_development_page_technologies_items_parent_id_fk";
  ALTER TABLE "app_dev_page_technologies_items" RENAME CONSTRAINT "app_dev_page_technologies_items_pkey" TO "app_development_page_technologies_items_pkey";
  ALTER TABLE "app_dev_page_technologies_items" RENAME TO "app_development_page_technologies_items";
  ALTER INDEX "app_dev_page_process_steps_parent_id_idx" RENAME TO "app_development_page_process_steps_parent_id_idx";
  ALTER INDEX "app_dev_page_process_steps_order_idx" RENAME TO "app_development_page_process_steps_order_idx";
  ALTER TABLE "app_dev_page_process_steps" RENAME CONSTRAINT "app_dev_page_process_steps_parent_id_fk" TO "app_development_page_process_steps_parent_id_fk";
  ALTER TABLE "app_dev_page_process_steps" RENAME CONSTRAINT "app_dev_page_process_steps_pkey" TO "app_development_page_process_steps_pkey";
  ALTER TABLE "app_dev_page_process_steps" RENAME TO "app_development_page_process_steps";
  ALTER INDEX "app_dev_page_solutions_cards_parent_id_idx" RENAME TO "app_development_page_solutions_cards_parent_id_idx";
  ALTER INDEX "app_dev_page_solutions_cards_order_idx" RENAME TO "app_development_page_solutions_cards_order_idx";
  ALTER TABLE "app_dev_page_solutions_cards" RENAME CONSTRAINT "app_dev_page_solutions_cards_parent_id_fk" TO "app_development_page_solutions_cards_parent_id_fk";
  ALTER TABLE "app_dev_page_solutions_cards" RENAME CONSTRAINT "app_dev_page_solutions_cards_pkey" TO "app_development_page_solutions_cards_pkey";
  ALTER TABLE "app_dev_page_solutions_cards" RENAME TO "app_development_page_solutions_cards";`)
}
