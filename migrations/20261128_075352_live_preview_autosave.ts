import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_services_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_packages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_reviews_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_shared_sections_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_home_page_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_website_design_page_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_app_dev_page_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "_packages_v_autosave_idx" ON "_packages_v" USING btree ("autosave");
  CREATE INDEX "_reviews_v_autosave_idx" ON "_reviews_v" USING btree ("autosave");
  CREATE INDEX "_shared_sections_v_autosave_idx" ON "_shared_sections_v" USING btree ("autosave");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE INDEX "_website_design_page_v_autosave_idx" ON "_website_design_page_v" USING btree ("autosave");
  CREATE INDEX "_app_dev_page_v_autosave_idx" ON "_app_dev_page_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_services_v_autosave_idx";
  DROP INDEX "_packages_v_autosave_idx";
  DROP INDEX "_reviews_v_autosave_idx";
  DROP INDEX "_shared_sections_v_autosave_idx";
  DROP INDEX "_home_page_v_autosave_idx";
  DROP INDEX "_website_design_page_v_autosave_idx";
  DROP INDEX "_app_dev_page_v_autosave_idx";
  ALTER TABLE "_services_v" DROP COLUMN "autosave";
  ALTER TABLE "_packages_v" DROP COLUMN "autosave";
  ALTER TABLE "_reviews_v" DROP COLUMN "autosave";
  ALTER TABLE "_shared_sections_v" DROP COLUMN "autosave";
  ALTER TABLE "_home_page_v" DROP COLUMN "autosave";
  ALTER TABLE "_website_design_page_v" DROP COLUMN "autosave";
  ALTER TABLE "_app_dev_page_v" DROP COLUMN "autosave";`)
}
