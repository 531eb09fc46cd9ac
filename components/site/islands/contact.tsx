import { ContactForm } from "@/components/site/contact-form";
import { mountIsland } from "./mount";

mountIsland("contact", () => <ContactForm />);
